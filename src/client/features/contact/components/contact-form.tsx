import { type FormEvent, useState } from 'react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { whatsappLink } from '#shared/whatsapp';
import {
  type ContactErrors,
  type ContactMessage,
  contactWhatsappText,
  validateContact,
} from '../contact-message';

const EMPTY: ContactMessage = { name: '', email: '', phone: '', message: '' };

/** 'Envíanos un Mensaje': nothing is stored; it opens the shop's WhatsApp chat prefilled. */
export function ContactForm({ whatsappNumber }: { whatsappNumber: string }) {
  const [values, setValues] = useState<ContactMessage>(EMPTY);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [submitted, setSubmitted] = useState(false);

  const change = (key: keyof ContactMessage) => (value: string) => {
    const next = { ...values, [key]: value };
    setValues(next);
    if (submitted) setErrors(validateContact(next));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    window.open(
      whatsappLink(whatsappNumber, contactWhatsappText(values)),
      '_blank',
      'noopener,noreferrer',
    );
  };

  const field = (key: keyof ContactMessage, label: string, hint = ' ') => ({
    label,
    value: values[key],
    onChange: (e: { target: { value: string } }) => change(key)(e.target.value),
    required: true,
    fullWidth: true,
    error: Boolean(errors[key]),
    helperText: errors[key] ?? hint,
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Envíanos un Mensaje">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('name', 'Nombre')} autoComplete="name" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...field('email', 'Email')} type="email" autoComplete="email" />
        </Grid>
        <Grid size={12}>
          <TextField
            {...field('phone', 'Teléfono', 'Ej: 11 1234-5678')}
            type="tel"
            autoComplete="tel"
          />
        </Grid>
        <Grid size={12}>
          <TextField {...field('message', 'Mensaje')} multiline minRows={4} />
        </Grid>
        <Grid size={12}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            startIcon={<WhatsAppIcon />}
            // WhatsApp's green with dark text (10:1); white on it was 2:1 (WCAG 1.4.3).
            sx={{
              bgcolor: '#25D366',
              color: 'rgba(0, 0, 0, 0.87)',
              '&:hover': { bgcolor: '#1da851' },
            }}
          >
            Enviar por WhatsApp
          </Button>
        </Grid>
      </Grid>
    </form>
  );
}
