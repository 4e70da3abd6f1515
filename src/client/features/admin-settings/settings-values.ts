import type { ShopSettings } from '#shared/settings';
import { numberOrNaN } from '#client/components/ui/form-resolver';
import { formatNumberText } from '#client/components/ui/number-text';
import { type PaymentsText, paymentsText, readPayments } from './components/payments-text';

/** What the settings form holds: the settings, with its numbers as typed text. */
export type SettingsValues = Omit<ShopSettings, 'quoteValidityDays' | 'payments'> & {
  quoteValidityDays: string;
  payments: PaymentsText;
};

export const VALIDITY_ENTRY = { decimals: 0, min: 1, max: 365 };

export const settingsValues = (settings: ShopSettings): SettingsValues => ({
  ...settings,
  quoteValidityDays: formatNumberText(settings.quoteValidityDays, VALIDITY_ENTRY),
  payments: paymentsText(settings.payments),
});

/** The typed text read by the es-AR rule, for the shared ShopSettingsSchema to check. */
export const readSettings = (values: SettingsValues) => ({
  ...values,
  quoteValidityDays: numberOrNaN(values.quoteValidityDays, VALIDITY_ENTRY),
  payments: readPayments(values.payments),
});
