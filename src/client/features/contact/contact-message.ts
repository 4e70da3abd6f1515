export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  message: string;
}

export type ContactErrors = Partial<Record<keyof ContactMessage, string>>;

export const CONTACT_MESSAGES = {
  required: 'Este campo es obligatorio',
  email: 'Email inválido',
} as const;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Every field is required and the e-mail must look like one. */
export function validateContact(values: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  for (const key of ['name', 'email', 'phone', 'message'] as const) {
    if (!values[key].trim()) errors[key] = CONTACT_MESSAGES.required;
  }
  if (!errors.email && !EMAIL_PATTERN.test(values.email.trim())) {
    errors.email = CONTACT_MESSAGES.email;
  }
  return errors;
}

/** The text prefilled in the shop's WhatsApp chat. */
export function contactWhatsappText(values: ContactMessage): string {
  return [
    `¡Hola! Soy ${values.name.trim()}.`,
    `Email: ${values.email.trim()}`,
    `Teléfono: ${values.phone.trim()}`,
    '',
    values.message.trim(),
  ].join('\n');
}
