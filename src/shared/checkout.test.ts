import { describe, expect, it } from 'vitest';
import { fieldErrors } from './api';
import { CHECKOUT_MESSAGES, CheckoutFormSchema } from './checkout';

const valid = {
  name: 'Ana Pérez',
  email: 'ana@example.com',
  phone: '11 1234-5678',
  address: 'Calle 123, Luján',
};
const errorsOf = (input: unknown) => {
  const result = CheckoutFormSchema.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
};

describe('checkout validation', () => {
  it('accepts a valid form, with or without comments', () => {
    expect(errorsOf(valid)).toEqual({});
    expect(errorsOf({ ...valid, comments: 'Entregar por la tarde' })).toEqual({});
  });
  it('needs a trimmed name of at least 3 characters', () => {
    expect(errorsOf({ ...valid, name: '  Al ' }).name).toBe(CHECKOUT_MESSAGES.name);
    expect(errorsOf({ ...valid, name: 'Ale' }).name).toBeUndefined();
  });
  it('needs text@text.text as e-mail', () => {
    for (const email of ['ana', 'ana@example', '@example.com', 'ana @x.com']) {
      expect(errorsOf({ ...valid, email }).email).toBe(CHECKOUT_MESSAGES.email);
    }
  });
  it('takes a phone only as digits and the marks people write them with', () => {
    expect(errorsOf({ ...valid, phone: '11-5555-019A' }).phone).toBe(
      CHECKOUT_MESSAGES.phoneCharacters,
    );
    expect(errorsOf({ ...valid, phone: '11 5555 0192 int 3' }).phone).toBe(
      CHECKOUT_MESSAGES.phoneCharacters,
    );
    expect(errorsOf({ ...valid, phone: '+54 9 11 5555-0192' }).phone).toBeUndefined();
    expect(errorsOf({ ...valid, phone: '(02323) 42.1234' }).phone).toBeUndefined();
    expect(errorsOf({ ...valid, phone: '0054 9 11 5555 0192 1234' }).phone).toBe(
      CHECKOUT_MESSAGES.phoneTooLong,
    );
  });

  it('needs at least 8 digits in the phone', () => {
    expect(errorsOf({ ...valid, phone: '1234-567' }).phone).toBe(
      'Teléfono inválido (mínimo 8 números)',
    );
    expect(errorsOf({ ...valid, phone: '(11) 1234-5678' }).phone).toBeUndefined();
  });
  it('needs a trimmed address of at least 5 characters', () => {
    expect(errorsOf({ ...valid, address: ' Av 1 ' }).address).toBe(CHECKOUT_MESSAGES.address);
  });
  it('reports missing fields with the same messages', () => {
    expect(errorsOf({})).toEqual({
      name: CHECKOUT_MESSAGES.name,
      email: CHECKOUT_MESSAGES.email,
      phone: CHECKOUT_MESSAGES.phone,
      address: CHECKOUT_MESSAGES.address,
    });
  });
});
