import { describe, expect, it } from 'vitest';
import { whatsappLink } from '#shared/whatsapp';
import { CONTACT_MESSAGES, contactWhatsappText, validateContact } from './contact-message';

const values = {
  name: ' Ana Pérez ',
  email: 'ana@example.com',
  phone: '11 1234-5678',
  message: '¿Tienen stock del Roble 20x120?',
};

describe('contact form', () => {
  it('requires every field', () => {
    expect(validateContact({ name: '', email: ' ', phone: '', message: '' })).toEqual({
      name: CONTACT_MESSAGES.required,
      email: CONTACT_MESSAGES.required,
      phone: CONTACT_MESSAGES.required,
      message: CONTACT_MESSAGES.required,
    });
  });
  it('needs an e-mail address', () => {
    expect(validateContact({ ...values, email: 'ana@example' })).toEqual({
      email: 'Email inválido',
    });
    expect(validateContact(values)).toEqual({});
  });
  it('prefills the WhatsApp chat with the name, e-mail, phone and message', () => {
    const link = whatsappLink('5491155550192', contactWhatsappText(values));
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe('https://wa.me/5491155550192');
    expect(url.searchParams.get('text')).toBe(
      '¡Hola! Soy Ana Pérez.\nEmail: ana@example.com\nTeléfono: 11 1234-5678\n\n¿Tienen stock del Roble 20x120?',
    );
  });
});
