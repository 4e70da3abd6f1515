import type { ArNumberOptions } from '#shared/number-entry';
import type { ShopSettings } from '#shared/settings';
import { numberOrNaN } from '#client/components/ui/form-resolver';
import { formatNumberText } from '#client/components/ui/number-text';

type Payments = ShopSettings['payments'];

/** The payments settings as typed in their fields ("10,5"). */
export type PaymentsText = Record<keyof Payments, string>;

/** How each field is read: the settings schema's ranges, the es-AR way. */
export const PAYMENTS_ENTRY: Record<keyof Payments, ArNumberOptions> = {
  maxInstallments: { decimals: 0, min: 1, max: 24 },
  transferDiscountPercentage: { decimals: 2, min: 0, max: 50 },
};

export const paymentsText = (payments: Payments): PaymentsText => ({
  maxInstallments: formatNumberText(payments.maxInstallments, PAYMENTS_ENTRY.maxInstallments),
  transferDiscountPercentage: formatNumberText(
    payments.transferDiscountPercentage,
    PAYMENTS_ENTRY.transferDiscountPercentage,
  ),
});

/**
 * The typed text read by the shared es-AR rule; what it cannot read becomes NaN, so that the
 * settings schema refuses it with the field's own message.
 */
export function readPayments(text: PaymentsText): Payments {
  const read = (key: keyof Payments) => numberOrNaN(text[key], PAYMENTS_ENTRY[key]);
  return {
    maxInstallments: read('maxInstallments'),
    transferDiscountPercentage: read('transferDiscountPercentage'),
  };
}
