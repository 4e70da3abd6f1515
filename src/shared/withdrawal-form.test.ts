import { describe, expect, it } from 'vitest';
import { WITHDRAWAL_MESSAGES as M, withdrawalFieldErrors } from './withdrawal-form';
import { WithdrawalInputSchema } from './withdrawals';

const good = { orderNumber: '1001', name: 'Ana Pérez', email: 'ana@example.com' };

/** The server's answer per field, as the schema gives it. */
function schemaErrors(values: typeof good) {
  const result = WithdrawalInputSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('the arrepentimiento form is checked in the page as the server checks it', () => {
  it('an empty form names every field in Spanish', () => {
    expect(withdrawalFieldErrors({ orderNumber: '', name: '', email: '' })).toEqual({
      orderNumber: M.orderNumber,
      name: M.name,
      email: M.email,
    });
  });

  it.each([
    good,
    { ...good, orderNumber: ' #1001 ' },
    { ...good, orderNumber: '10a1' },
    { ...good, orderNumber: '1234567890123' },
    { ...good, name: '  Al ' },
    { ...good, name: 'x'.repeat(121) },
    { ...good, name: 'Ana\nPérez' },
    { ...good, email: 'ana@' },
    { ...good, email: ' ana@example.com ' },
    { orderNumber: '', name: '', email: '' },
  ])('agrees with the server on %j', (values) => {
    expect(withdrawalFieldErrors(values)).toEqual(schemaErrors(values));
  });
});
