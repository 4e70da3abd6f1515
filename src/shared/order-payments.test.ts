import { describe, expect, it } from 'vitest';
import {
  RecordPaymentSchema,
  balanceDue,
  paidAmount,
  paymentState,
  shopToday,
} from './order-payments';

describe('paymentState', () => {
  it.each([
    [100_000, 0, 'pending'],
    [100_000, 0.01, 'deposit'],
    [100_000, 50_000, 'deposit'],
    [100_000, 99_999.99, 'deposit'],
    [100_000, 100_000, 'paid'],
    [100_000, 120_000, 'paid'],
    [0, 0, 'pending'],
  ] as const)('an order of %d with %d paid is %s', (total, paid, state) => {
    expect(paymentState(total, paid)).toBe(state);
  });

  it('is not fooled by float sums: 0,1 + 0,2 pays a total of 0,30', () => {
    expect(paymentState(0.3, paidAmount([0.1, 0.2]))).toBe('paid');
    expect(paymentState(45_990.5, paidAmount([20_000.2, 25_990.3]))).toBe('paid');
  });
});

describe('balanceDue', () => {
  it('is the total less what was paid, negative when overpaid', () => {
    expect(balanceDue(45_990.5, 20_000)).toBe(25_990.5);
    expect(balanceDue(100, 120)).toBe(-20);
  });
});

describe('RecordPaymentSchema', () => {
  const valid = { amount: 45_990.5, date: '2026-03-12', method: 'transferencia' };
  it('accepts a payment and empties a blank reference', () => {
    expect(RecordPaymentSchema.parse({ ...valid, reference: '  ' })).toEqual({
      ...valid,
      reference: null,
    });
  });
  it.each([
    ['zero', { amount: 0 }],
    ['negative', { amount: -5 }],
    ['three decimals', { amount: 1.005 }],
    ['too large', { amount: 1_000_000_001 }],
    ['es-AR text', { amount: '45.990,50' }],
    ['unknown method', { method: 'cheque' }],
    ['bad day', { date: '2026-02-30' }],
    ['two-line reference', { reference: 'a\nb' }],
  ])('refuses %s', (_name, change) => {
    expect(RecordPaymentSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});

describe('shopToday', () => {
  it('is the day in Buenos Aires, not in UTC', () => {
    expect(shopToday(new Date('2026-03-13T02:30:00Z'))).toBe('2026-03-12');
    expect(shopToday(new Date('2026-03-13T03:30:00Z'))).toBe('2026-03-13');
  });
});
