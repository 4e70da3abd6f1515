import type { ShopSettings } from '#shared/settings';
import { numberOrNaN } from '#client/components/ui/form-resolver';
import { formatNumberText } from '#client/components/ui/number-text';
import { type PaymentsText, paymentsText, readPayments } from './components/payments-text';

/** What the settings form holds: the settings, with its numbers as typed text. */
export type SettingsValues = Omit<
  ShopSettings,
  'quoteValidityDays' | 'payments' | 'searchSynonyms'
> & {
  quoteValidityDays: string;
  payments: PaymentsText;
  /** One search word a line: 'klaukol = adhesivo'. */
  searchSynonyms: string;
};

/** The owner's search words as the form's text, one 'palabra = significado' a line. */
const synonymsText = (list: ShopSettings['searchSynonyms']) =>
  list.map((s) => `${s.word} = ${s.means}`).join('\n');

/** Each non-blank line is a word and, after its first '=', what it means (blank when missing). */
export const readSynonyms = (text: string): ShopSettings['searchSynonyms'] =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [word = '', ...means] = line.split('=');
      return { word: word.trim(), means: means.join('=').trim() };
    });

export const VALIDITY_ENTRY = { decimals: 0, min: 1, max: 365 };

export const settingsValues = (settings: ShopSettings): SettingsValues => ({
  ...settings,
  quoteValidityDays: formatNumberText(settings.quoteValidityDays, VALIDITY_ENTRY),
  payments: paymentsText(settings.payments),
  searchSynonyms: synonymsText(settings.searchSynonyms),
});

/** The typed text read by the es-AR rule, for the shared ShopSettingsSchema to check. */
export const readSettings = (values: SettingsValues) => ({
  ...values,
  quoteValidityDays: numberOrNaN(values.quoteValidityDays, VALIDITY_ENTRY),
  payments: readPayments(values.payments),
  searchSynonyms: readSynonyms(values.searchSynonyms),
});
