import { type FormEvent, useState } from 'react';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { fieldErrors } from '../../../../shared/api';
import { parseArNumber } from '../../../../shared/number-entry';
import {
  SETTINGS_MESSAGES,
  type ShopSettings,
  ShopSettingsSchema,
} from '../../../../shared/settings';
import { whatsappLink } from '../../../../shared/whatsapp';
import { ApiError } from '../../../api-client';
import { NumberField } from '../../../components/ui/number-field';
import { useSaveSettings } from '../api';
import { HoursField } from './hours-field';
import { MapPinField } from './map-pin-field';
import { PaymentsFields } from './payments-fields';
import { type PaymentsText, paymentsText, readPayments } from './payments-text';
import { SettingsSection as Section } from './settings-section';
import { SaveBar } from '../../../components/ui/submit-button';

type Form = Omit<ShopSettings, 'quoteValidityDays' | 'payments'> & {
  quoteValidityDays: string;
  payments: PaymentsText;
};

const VALIDITY_ENTRY = { decimals: 0, min: 1, max: 365 };

/** Path → value on a copy of the form ('transfer.cuit'). */
function setPath(form: Form, path: string, value: string): Form {
  const [head, key] = path.split('.') as [keyof Form, string | undefined];
  if (!key) return { ...form, [head]: value };
  return { ...form, [head]: { ...(form[head] as Record<string, unknown>), [key]: value } };
}

function getPath(form: Form, path: string): string {
  const [head, key] = path.split('.') as [keyof Form, string | undefined];
  const value: unknown = key ? (form[head] as Record<string, unknown>)[key] : form[head];
  return typeof value === 'string' ? value : '';
}

/** Configuración de la tienda: everything the owner used to change in the database. */
export function SettingsForm({
  settings,
  onSaved,
}: {
  settings: ShopSettings;
  onSaved: (message: string) => void;
}) {
  const [form, setForm] = useState<Form>({
    ...settings,
    quoteValidityDays: String(settings.quoteValidityDays),
    payments: paymentsText(settings.payments),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveSettings();

  const text = (
    path: string,
    label: string,
    extra: { hint?: string; multiline?: boolean } = {},
  ) => (
    <TextField
      label={label}
      value={getPath(form, path)}
      onChange={(e) => setForm(setPath(form, path, e.target.value))}
      error={Boolean(errors[path])}
      helperText={errors[path] ?? extra.hint ?? ' '}
      fullWidth
      multiline={extra.multiline}
      minRows={extra.multiline ? 2 : undefined}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const days = parseArNumber(form.quoteValidityDays, VALIDITY_ENTRY);
    const parsed = ShopSettingsSchema.safeParse({
      ...form,
      quoteValidityDays: days.ok ? days.value : Number.NaN,
      payments: readPayments(form.payments),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => onSaved(SETTINGS_MESSAGES.saved),
      onError: (error) => {
        if (error instanceof ApiError) setErrors(error.fields);
      },
    });
  };

  const hasErrors = Object.keys(errors).length > 0;
  const waTest = /^[1-9]\d{9,14}$/.test(form.whatsappNumber.trim())
    ? whatsappLink(form.whatsappNumber.trim(), form.whatsappText)
    : null;

  return (
    <form noValidate onSubmit={submit} aria-label="Configuración de la tienda">
      <Section title="Datos de la tienda">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>{text('name', 'Nombre de la tienda')}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            {text('phone', 'Teléfono', { hint: 'Ej: +54 9 11 5555-0192' })}
          </Grid>
          <Grid size={12}>{text('tagline', 'Frase de presentación', { multiline: true })}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>{text('email', 'Email de contacto')}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>{text('address', 'Dirección')}</Grid>
        </Grid>
      </Section>

      <Section title="WhatsApp">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            {text('whatsappNumber', 'Número de WhatsApp', {
              hint: 'Con código de país, solo números: 5491155550192',
            })}
          </Grid>
          <Grid size={{ xs: 12, md: 6 }} sx={{ display: 'flex', alignItems: 'flex-start', pt: 1 }}>
            {waTest ? (
              <Link href={waTest} target="_blank" rel="noopener noreferrer">
                Probar el número en WhatsApp
              </Link>
            ) : (
              <Typography variant="body2" color="text.secondary">
                Escribí un número válido para probarlo.
              </Typography>
            )}
          </Grid>
          <Grid size={12}>
            {text('whatsappText', 'Mensaje inicial de las consultas', { multiline: true })}
          </Grid>
        </Grid>
      </Section>

      <Section title="Horarios de atención">
        <HoursField
          value={form.hours}
          onChange={(hours) => setForm({ ...form, hours })}
          errors={errors}
        />
      </Section>

      <Section title="Redes sociales">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>{text('social.facebook', 'Facebook')}</Grid>
          <Grid size={{ xs: 12, md: 4 }}>{text('social.instagram', 'Instagram')}</Grid>
          <Grid size={{ xs: 12, md: 4 }}>{text('social.tiktok', 'TikTok')}</Grid>
        </Grid>
        <Typography variant="body2" color="text.secondary">
          Dejá vacía una red que la tienda no use: su ícono no se muestra.
        </Typography>
      </Section>

      <Section title="Ubicación en el mapa">
        <MapPinField
          value={form.map}
          onChange={(map) => setForm((current) => ({ ...current, map }))}
          error={errors['map.lat'] ?? errors['map.lng'] ?? errors['map.zoom']}
        />
      </Section>

      <Section title="Datos para transferencias">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>{text('transfer.holder', 'Titular')}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>{text('transfer.bank', 'Banco')}</Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            {text('transfer.cuit', 'CUIT', { hint: 'Ej: 30-71234567-1' })}
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            {text('transfer.cbu', 'CBU', { hint: '22 números' })}
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            {text('transfer.alias', 'Alias', { hint: 'De 6 a 20 caracteres' })}
          </Grid>
        </Grid>
      </Section>

      <Section title="Pagos">
        <PaymentsFields
          value={form.payments}
          onChange={(payments) => setForm({ ...form, payments })}
          errors={errors}
        />
      </Section>

      <Section title="Correos y presupuestos">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>{text('mailFrom.name', 'Nombre del remitente')}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>{text('mailFrom.address', 'Email del remitente')}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <NumberField
              label="Validez de los presupuestos (días)"
              value={form.quoteValidityDays}
              onChange={(value) => setForm({ ...form, quoteValidityDays: value })}
              entry={VALIDITY_ENTRY}
              error={Boolean(errors.quoteValidityDays)}
              helperText={errors.quoteValidityDays ?? ' '}
              fullWidth
            />
          </Grid>
        </Grid>
      </Section>

      <Section title="Copias de seguridad">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <TextField
              select
              label="Hora de la copia diaria"
              value={form.backupHour}
              onChange={(e) => setForm({ ...form, backupHour: Number(e.target.value) })}
              error={Boolean(errors.backupHour)}
              helperText={errors.backupHour ?? 'Todos los días a esta hora (de la Argentina)'}
              fullWidth
            >
              {Array.from({ length: 24 }, (_, hour) => (
                <MenuItem key={hour} value={hour}>
                  {`${String(hour).padStart(2, '0')}:00`}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        </Grid>
      </Section>

      <SaveBar
        busy={save.isPending}
        error={
          !hasErrors && !save.isError
            ? null
            : save.error && !(save.error instanceof ApiError && hasErrors)
              ? save.error.message
              : SETTINGS_MESSAGES.saveError
        }
      />
    </form>
  );
}
