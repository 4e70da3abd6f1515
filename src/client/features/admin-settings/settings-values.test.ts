import type { FieldError } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES, ShopSettingsSchema } from '#shared/settings';
import { schemaResolver } from '#client/components/ui/form-resolver';
import { readSettings, settingsValues } from './settings-values';

const M = SETTINGS_MESSAGES;
const resolver = schemaResolver(ShopSettingsSchema, readSettings);
const settings = ShopSettingsSchema.parse({
  name: 'Pisos del Sur',
  tagline: 'Cerámicos y porcelanatos',
  phone: '+54 9 11 5555-0192',
  whatsappNumber: '5491155550192',
  email: 'hola@example.com',
  address: 'Av. Siempreviva 742',
  hours: [{ days: 'Lunes a viernes', time: '9 a 18' }],
  social: { facebook: '', instagram: '', tiktok: '' },
  map: { lat: -34.6, lng: -58.4, zoom: 15 },
  whatsappText: 'Hola',
  mailFrom: { name: 'Pisos del Sur', address: 'ventas@example.com' },
  transfer: { holder: '', cuit: '', cbu: '', alias: '', bank: '' },
  quoteValidityDays: 15,
  backupHour: 3,
  payments: { transferDiscountPercentage: 10.5, maxInstallments: 12 },
});
const resolve = (values: ReturnType<typeof settingsValues>) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('the settings form', () => {
  it('shows the stored numbers the es-AR way and saves them back unchanged', async () => {
    const values = settingsValues(settings);
    expect(values.quoteValidityDays).toBe('15');
    expect(values.payments).toEqual({ transferDiscountPercentage: '10,5', maxInstallments: '12' });
    expect(await resolve(values)).toEqual({ values: settings, errors: {} });
  });

  it('reads typed es-AR numbers with the shared rule', async () => {
    const values = settingsValues(settings);
    const typed = {
      ...values,
      quoteValidityDays: '30',
      payments: { transferDiscountPercentage: '7,25', maxInstallments: '18' },
    };
    const result = await resolve(typed);
    expect(result.values).toMatchObject({
      quoteValidityDays: 30,
      payments: { transferDiscountPercentage: 7.25, maxInstallments: 18 },
    });
  });

  it('puts the API messages under the nested field they are about', async () => {
    const values = settingsValues(settings);
    const result = await resolve({
      ...values,
      quoteValidityDays: '',
      hours: [{ days: '', time: '9 a 18' }],
      transfer: { ...values.transfer, cbu: '2850590940090418135202' },
      payments: { transferDiscountPercentage: '10,555', maxInstallments: '25' },
    });
    const errors = result.errors as Record<string, unknown>;
    const message = (path: string) =>
      (
        path
          .split('.')
          .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], errors) as
          FieldError | undefined
      )?.message;
    expect(result.values).toEqual({});
    expect(message('quoteValidityDays')).toBe(M.validityDays);
    expect(message('hours.0.days')).toBe(M.required);
    expect(message('transfer.cbu')).toBe(M.cbu);
    expect(message('payments.maxInstallments')).toBe(M.maxInstallments);
    expect(message('payments.transferDiscountPercentage')).toBe(M.transferDiscount);
  });

  it("reads the search words one 'palabra = significado' a line, and shows them back alike", async () => {
    const values = settingsValues(settings);
    const typed = { ...values, searchSynonyms: 'Klaukol = adhesivo\n\n  zocalito =rodapié = z \n' };
    const result = await resolve(typed);
    expect(result.values).toMatchObject({
      searchSynonyms: [
        { word: 'Klaukol', means: 'adhesivo' },
        { word: 'zocalito', means: 'rodapié = z' },
      ],
    });
    const shown = settingsValues({
      ...settings,
      searchSynonyms: [{ word: 'Klaukol', means: 'adhesivo' }],
    });
    expect(shown.searchSynonyms).toBe('Klaukol = adhesivo');
    // A line without its meaning is refused, with the form's message.
    const missing = await resolve({ ...values, searchSynonyms: 'klaukol' });
    expect(missing.values).toEqual({});
    expect(JSON.stringify(missing.errors)).toContain(M.required);
  });
});
