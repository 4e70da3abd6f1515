import { Controller, type FieldError, useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SETTINGS_MESSAGES, type ShopSettings, ShopSettingsSchema } from '#shared/settings';
import { whatsappLink } from '#shared/whatsapp';
import { BANK_DETAILS_MISSING, hasBankDetails } from '#shared/payments/transfer-details';
import { ApiError } from '#client/api-client';
import { showServerErrors } from '#client/components/ui/form-errors';
import { FormNumberField } from '#client/components/ui/form-number-field';
import { schemaResolver } from '#client/components/ui/form-resolver';
import { FormTextField } from '#client/components/ui/form-text-field';
import { useSaveSettings } from '../api';
import {
  type SettingsValues,
  VALIDITY_ENTRY,
  readSettings,
  settingsValues,
} from '../settings-values';
import { HoursField } from './hours-field';
import { MapPinField } from './map-pin-field';
import { PaymentsFields } from './payments-fields';
import { SettingsSection as Section } from './settings-section';
import { SaveBar } from '#client/components/ui/submit-button';
import { controlledInput } from '#client/components/ui/controlled-input';

/** The settings' text fields, by their path in the form ('transfer.cuit'). */
type TextPath =
  | 'name'
  | 'phone'
  | 'tagline'
  | 'email'
  | 'address'
  | 'whatsappNumber'
  | 'whatsappText'
  | `social.${keyof ShopSettings['social']}`
  | `transfer.${keyof ShopSettings['transfer']}`
  | `mailFrom.${keyof ShopSettings['mailFrom']}`;

const resolver = schemaResolver(ShopSettingsSchema, readSettings);

/**
 * The search words' error: the list's own, or the first of a line's (the schema checks the list
 * the lines are read into, the form shows them as one text).
 */
function synonymsError(error: unknown): FieldError | undefined {
  const messages: string[] = [];
  const collect = (node: unknown) => {
    if (typeof node !== 'object' || node === null) return;
    const message = (node as { message?: unknown }).message;
    if (typeof message === 'string') messages.push(message);
    for (const [key, value] of Object.entries(node)) if (key !== 'ref') collect(value);
  };
  collect(error);
  const [message] = messages;
  return message === undefined ? undefined : { type: 'validate', message };
}

/** Configuración de la tienda: everything the owner used to change in the database. */
export function SettingsForm({
  settings,
  onSaved,
}: {
  settings: ShopSettings;
  onSaved: (message: string) => void;
}) {
  const { control, register, handleSubmit, setError, getFieldState, formState } = useForm<
    SettingsValues,
    unknown,
    ShopSettings
  >({ defaultValues: settingsValues(settings), resolver });
  const { errors } = formState;
  const save = useSaveSettings();

  const text = (
    path: TextPath,
    label: string,
    extra: { hint?: string; multiline?: boolean } = {},
  ) => (
    <FormTextField
      label={label}
      registration={register(path)}
      error={getFieldState(path, formState).error}
      hint={extra.hint ?? ' '}
      required={false}
      margin="none"
      multiline={extra.multiline}
      minRows={extra.multiline ? 2 : undefined}
    />
  );

  const submit = handleSubmit((parsed) => {
    save.mutate(parsed, {
      onSuccess: () => onSaved(SETTINGS_MESSAGES.saved),
      onError: (error) => showServerErrors(error, 'all', setError),
    });
  });

  const [whatsappNumber, whatsappText] = useWatch({
    control,
    name: ['whatsappNumber', 'whatsappText'],
  });
  const hasErrors = Object.keys(errors).length > 0;
  const waTest = /^[1-9]\d{9,14}$/.test(whatsappNumber.trim())
    ? whatsappLink(whatsappNumber.trim(), whatsappText)
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
        <HoursField control={control} register={register} />
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
        <Controller
          control={control}
          name="map"
          render={({ field }) => (
            <MapPinField
              value={field.value}
              onChange={field.onChange}
              error={
                errors.map?.lat?.message ?? errors.map?.lng?.message ?? errors.map?.zoom?.message
              }
            />
          )}
        />
      </Section>

      <Section title="Datos para transferencias">
        {/* What the shop gives shoppers now: the saved details, not the ones being typed. */}
        {!hasBankDetails(settings.transfer) && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {BANK_DETAILS_MISSING}
          </Alert>
        )}
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
        <PaymentsFields control={control} />
      </Section>

      <Section title="Correos y presupuestos">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>{text('mailFrom.name', 'Nombre del remitente')}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>{text('mailFrom.address', 'Email del remitente')}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>
            <FormNumberField
              control={control}
              name="quoteValidityDays"
              label="Validez de los presupuestos (días)"
              entry={VALIDITY_ENTRY}
              hint=" "
              fullWidth
            />
          </Grid>
        </Grid>
      </Section>

      <Section title="Palabras de búsqueda">
        <FormTextField
          label="Palabras que la búsqueda entiende"
          registration={register('searchSynonyms')}
          error={synonymsError(errors.searchSynonyms)}
          hint="Una por línea: la palabra, un signo =, y lo que significa (ej.: klaukol = adhesivo)"
          required={false}
          margin="none"
          multiline
          minRows={3}
          fullWidth
        />
      </Section>

      <Section title="Copias de seguridad">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>
            <Controller
              control={control}
              name="backupHour"
              render={({ field, fieldState }) => (
                <TextField
                  select
                  label="Hora de la copia diaria"
                  {...controlledInput(field)}
                  onChange={(e) => field.onChange(Number(e.target.value))}
                  error={Boolean(fieldState.error)}
                  helperText={
                    fieldState.error?.message ?? 'Todos los días a esta hora (de la Argentina)'
                  }
                  fullWidth
                >
                  {Array.from({ length: 24 }, (_, hour) => (
                    <MenuItem key={hour} value={hour}>
                      {`${String(hour).padStart(2, '0')}:00`}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
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
