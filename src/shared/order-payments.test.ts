import { describe, expect, it } from 'vitest';
import {
  PAYMENT_MESSAGES,
  RecordPaymentSchema,
  earliestPaymentDay,
  latestPaymentDay,
  balanceFigure,
  orderLedger,
  paidAmount,
  paymentDayText,
  paymentState,
} from './order-payments';
import { shopToday } from './shop-clock';
import { formatDate } from './format';

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

describe('orderLedger', () => {
  const pending = (totalAmount: number) => ({ status: 'pending' as const, totalAmount });
  it('owes the total less what was paid', () => {
    expect(orderLedger(pending(45_990.5), 20_000)).toEqual({
      balanceDue: 25_990.5,
      owed: 25_990.5,
      customerCredit: 0,
      refundDue: 0,
    });
  });

  it('turns a payment beyond the total into a saldo a favor del cliente, owing nothing', () => {
    const ledger = orderLedger(pending(100), 120);
    expect(ledger).toEqual({ balanceDue: -20, owed: 0, customerCredit: 20, refundDue: 0 });
    expect(balanceFigure(ledger)).toEqual({ label: 'Saldo a favor del cliente', amount: 20 });
  });

  it('makes a cancelled order owe nothing, what was paid a devolver until refunded', () => {
    const cancelled = { status: 'cancelled' as const, totalAmount: 100 };
    expect(orderLedger(cancelled, 0)).toEqual({
      balanceDue: 0,
      owed: 0,
      customerCredit: 0,
      refundDue: 0,
    });
    const paid = orderLedger(cancelled, 40);
    expect(paid).toEqual({ balanceDue: -40, owed: 0, customerCredit: 0, refundDue: 40 });
    expect(balanceFigure(paid)).toEqual({ label: 'A devolver', amount: 40 });
    expect(balanceFigure(orderLedger(pending(100), 30))).toEqual({ label: 'Saldo', amount: 70 });
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
    ['the year 9999', { date: '9999-12-31' }],
  ])('refuses %s', (_name, change) => {
    expect(RecordPaymentSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
  it('takes a day up to tomorrow in the shop’s calendar, not later', () => {
    const tomorrow = latestPaymentDay();
    expect(RecordPaymentSchema.safeParse({ ...valid, date: shopToday() }).success).toBe(true);
    expect(RecordPaymentSchema.safeParse({ ...valid, date: tomorrow }).success).toBe(true);
    const later = shopToday(new Date(Date.now() + 2 * 24 * 60 * 60 * 1000));
    const refused = RecordPaymentSchema.safeParse({ ...valid, date: later });
    expect(refused.error?.issues[0]?.message).toBe(PAYMENT_MESSAGES.dateFuture);
  });
});

describe('the days a payment may carry', () => {
  it('ends tomorrow in Buenos Aires: at 23:30 there on the 12th, the 13th', () => {
    expect(latestPaymentDay(new Date('2026-03-13T02:30:00Z'))).toBe('2026-03-13');
    expect(latestPaymentDay(new Date('2026-12-31T12:00:00Z'))).toBe('2027-01-01');
  });
  it('starts on the order’s own day in Buenos Aires', () => {
    expect(earliestPaymentDay(new Date('2026-03-13T02:30:00Z'))).toBe('2026-03-12');
    expect(PAYMENT_MESSAGES.dateBeforeOrder('2026-03-12')).toBe(
      'La fecha del pago no puede ser anterior a la del pedido (12/03/2026).',
    );
  });
});

describe('shopToday', () => {
  it('is the day in Buenos Aires, not in UTC', () => {
    expect(shopToday(new Date('2026-03-13T02:30:00Z'))).toBe('2026-03-12');
    expect(shopToday(new Date('2026-03-13T03:30:00Z'))).toBe('2026-03-13');
  });
});

describe('paymentDayText', () => {
  it('writes the calendar day as es-AR dates are written, whatever the time zone', () => {
    expect(paymentDayText('2026-11-23')).toBe('23/11/2026');
    expect(paymentDayText('2027-01-01')).toBe('01/01/2027');
    // The same text formatDate gives at any hour of that day in the shop.
    for (const hour of ['00:00', '12:00', '23:59'])
      expect(paymentDayText('2026-03-09')).toBe(formatDate(`2026-03-09T${hour}:00-03:00`));
  });
});
