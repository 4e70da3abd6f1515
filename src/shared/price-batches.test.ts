import { describe, expect, it } from 'vitest';
import {
  type PriceRule,
  PriceBatchInputSchema,
  applyPriceRule,
  changedSinceMessage,
  describePriceRule,
  nonPositiveMessage,
} from './price-batches';

const rule = (overrides: Partial<PriceRule>): PriceRule => ({
  kind: 'porcentaje',
  direction: 'subir',
  amount: 10,
  rounding: 1,
  ...overrides,
});

describe('applyPriceRule', () => {
  it('raises and lowers by a percentage, rounded to $ 1, $ 10 or $ 100', () => {
    expect(applyPriceRule(45990.5, rule({ amount: 12.5 }))).toEqual({ ok: true, price: 51739 });
    expect(applyPriceRule(45990.5, rule({ amount: 12.5, rounding: 10 }))).toEqual({
      ok: true,
      price: 51740,
    });
    expect(applyPriceRule(45990.5, rule({ amount: 12.5, rounding: 100 }))).toEqual({
      ok: true,
      price: 51700,
    });
    expect(applyPriceRule(10000, rule({ direction: 'bajar', amount: 15 }))).toEqual({
      ok: true,
      price: 8500,
    });
  });

  it('adds and subtracts a fixed amount', () => {
    expect(applyPriceRule(14400, rule({ kind: 'monto', amount: 45990.5 }))).toEqual({
      ok: true,
      price: 60391,
    });
    expect(
      applyPriceRule(
        14400,
        rule({ kind: 'monto', direction: 'bajar', amount: 400, rounding: 100 }),
      ),
    ).toEqual({ ok: true, price: 14000 });
  });

  it('rounds halves up, to the nearest multiple', () => {
    expect(applyPriceRule(1000, rule({ kind: 'monto', amount: 5, rounding: 10 }))).toEqual({
      ok: true,
      price: 1010,
    });
    expect(applyPriceRule(1000, rule({ kind: 'monto', amount: 4.99, rounding: 10 }))).toEqual({
      ok: true,
      price: 1000,
    });
    expect(applyPriceRule(1049, rule({ kind: 'monto', amount: 0.5, rounding: 1 }))).toEqual({
      ok: true,
      price: 1050,
    });
  });

  it('never gives $ 0 or less: such a decrease is refused, not clamped', () => {
    expect(applyPriceRule(1000, rule({ direction: 'bajar', amount: 100 }))).toEqual({
      ok: false,
      reason: 'no_positivo',
    });
    expect(applyPriceRule(1000, rule({ kind: 'monto', direction: 'bajar', amount: 1000 }))).toEqual(
      { ok: false, reason: 'no_positivo' },
    );
    // Positive before rounding, $ 0 after it.
    expect(applyPriceRule(40, rule({ direction: 'bajar', amount: 10, rounding: 100 }))).toEqual({
      ok: false,
      reason: 'no_positivo',
    });
    expect(applyPriceRule(0, rule({ amount: 50 }))).toEqual({ ok: false, reason: 'no_positivo' });
  });

  it('refuses a price past the maximum', () => {
    expect(applyPriceRule(9e8, rule({ amount: 50 }))).toEqual({ ok: false, reason: 'maximo' });
  });
});

describe('price batch contract', () => {
  const valid = {
    selection: { brand: 'Andina' },
    rule: { kind: 'porcentaje', direction: 'subir', amount: 12.5, rounding: 10 },
  };

  it('fills the selection defaults', () => {
    expect(PriceBatchInputSchema.parse(valid).selection).toEqual({
      areaId: null,
      categoryId: null,
      subcategoryId: null,
      brand: 'Andina',
      search: '',
      productIds: [],
    });
  });

  it.each([
    [{ amount: 0 }, 'rule.amount', 'El valor debe ser mayor que 0'],
    [{ amount: -5 }, 'rule.amount', 'El valor debe ser mayor que 0'],
    [{ rounding: 5 }, 'rule.rounding', 'El redondeo debe ser de $ 1, $ 10 o $ 100'],
    [{ kind: 'x' }, 'rule.kind', 'Elegí porcentaje o monto fijo'],
    [{ direction: 'x' }, 'rule.direction', 'Elegí subir o bajar'],
  ])('refuses %o in Spanish', (bad, path, message) => {
    const result = PriceBatchInputSchema.safeParse({ ...valid, rule: { ...valid.rule, ...bad } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      [path, message],
    ]);
  });

  it('describes a rule and its refusals in Spanish', () => {
    expect(describePriceRule(rule({ amount: 12.5, rounding: 10 }))).toBe(
      'Subir 12,50 % (redondeo $ 10)',
    );
    expect(describePriceRule(rule({ kind: 'monto', direction: 'bajar', amount: 45990.5 }))).toBe(
      'Bajar $ 45.990,50 (redondeo $ 1)',
    );
    expect(nonPositiveMessage(['A', 'B', 'C', 'D', 'E'])).toBe(
      'La baja dejaría en $ 0 o menos el precio de "A", "B", "C" y 2 más. Elegí un valor menor.',
    );
    expect(changedSinceMessage(['Roble'])).toBe(
      'No se puede deshacer: el precio de "Roble" cambió después de este cambio masivo.',
    );
  });
});
