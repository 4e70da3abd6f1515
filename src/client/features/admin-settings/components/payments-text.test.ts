import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES, ShopSettingsSchema } from '#shared/settings';
import { paymentsText, readPayments } from './payments-text';

const payments = (text: { maxInstallments: string; transferDiscountPercentage: string }) =>
  ShopSettingsSchema.shape.payments.safeParse(readPayments(text));

describe('the payments settings as typed', () => {
  it('are shown the es-AR way', () => {
    expect(paymentsText({ maxInstallments: 12, transferDiscountPercentage: 10.5 })).toEqual({
      maxInstallments: '12',
      transferDiscountPercentage: '10,5',
    });
    expect(paymentsText({ maxInstallments: 1, transferDiscountPercentage: 0 })).toEqual({
      maxInstallments: '1',
      transferDiscountPercentage: '0',
    });
  });

  it('are read the es-AR way', () => {
    expect(readPayments({ maxInstallments: '18', transferDiscountPercentage: '10,5' })).toEqual({
      maxInstallments: 18,
      transferDiscountPercentage: 10.5,
    });
    expect(readPayments({ maxInstallments: '6', transferDiscountPercentage: '7,25' })).toEqual({
      maxInstallments: 6,
      transferDiscountPercentage: 7.25,
    });
  });

  it.each([
    ['25', '0', 'maxInstallments', SETTINGS_MESSAGES.maxInstallments],
    ['2,5', '0', 'maxInstallments', SETTINGS_MESSAGES.maxInstallments],
    ['', '0', 'maxInstallments', SETTINGS_MESSAGES.maxInstallments],
    ['12', '10,555', 'transferDiscountPercentage', SETTINGS_MESSAGES.transferDiscount],
    ['12', '50,5', 'transferDiscountPercentage', SETTINGS_MESSAGES.transferDiscount],
    ['12', 'diez', 'transferDiscountPercentage', SETTINGS_MESSAGES.transferDiscount],
  ])(
    'refuses %s cuotas and %s %% with the field message',
    (maxInstallments, transferDiscountPercentage, field, message) => {
      const result = payments({ maxInstallments, transferDiscountPercentage });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
    },
  );

  it('give back what they were given', () => {
    for (const stored of [
      { maxInstallments: 12, transferDiscountPercentage: 0 },
      { maxInstallments: 24, transferDiscountPercentage: 12.34 },
    ])
      expect(readPayments(paymentsText(stored))).toEqual(stored);
  });
});
