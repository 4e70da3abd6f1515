import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { arNumberText, optionalArNumberText } from './number-entry-schema';

const Schema = z.object({
  price: arNumberText({ decimals: 2, money: true }, 'El precio es obligatorio'),
  meters: optionalArNumberText({ decimals: 2 }),
});

const messages = (input: unknown) => {
  const parsed = Schema.safeParse(input);
  return parsed.success ? null : parsed.error.issues.map((i) => [i.path.join('.'), i.message]);
};

describe('number text in a form schema', () => {
  it('reads the typed text with the shared rule', () => {
    expect(Schema.parse({ price: '45.990,50', meters: '1.44' })).toEqual({
      price: 45990.5,
      meters: 1.44,
    });
  });
  it('makes an empty optional field null and an empty required one the field message', () => {
    expect(Schema.parse({ price: '45990', meters: '  ' })).toEqual({ price: 45990, meters: null });
    expect(messages({ price: '', meters: '' })).toEqual([['price', 'El precio es obligatorio']]);
  });
  it("gives the rule's Spanish message for each field it cannot read", () => {
    expect(messages({ price: '12abc', meters: '1.440' })).toEqual([
      [
        'price',
        'Escribí solo números, con punto para los miles y coma para los decimales (ej.: 45.990,50)',
      ],
      [
        'meters',
        '"1.440" es ambiguo: escribí 1440 si son miles, o usá la coma para los decimales (1,44)',
      ],
    ]);
  });
  it('pipes into the numeric rules of the JSON contract', () => {
    const Percent = optionalArNumberText({ decimals: 2 }).pipe(
      z.number().max(100, 'Hasta 100').nullable(),
    );
    expect(Percent.parse('12,5')).toBe(12.5);
    expect(Percent.parse('')).toBeNull();
    expect(Percent.safeParse('150').error?.issues[0]?.message).toBe('Hasta 100');
  });
});
