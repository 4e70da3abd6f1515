import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGES, argentinePhone, phoneWarning } from './phone';

describe('argentinePhone', () => {
  it('writes a Buenos Aires mobile typed the local way in international form', () => {
    expect(argentinePhone('011 15 4444-1234')).toEqual({
      ok: true,
      e164: '+5491144441234',
      international: '+54 9 11 4444 1234',
      whatsapp: '5491144441234',
    });
  });
  it('takes a number already international, with or without its marks', () => {
    for (const typed of ['+54 9 11 4444-1234', '+5491144441234', '5491144441234'])
      expect(argentinePhone(typed)).toMatchObject({ ok: true, e164: '+5491144441234' });
  });
  it('reads the area codes of the province, mobile and landline', () => {
    expect(argentinePhone('02323 15 45-6789')).toMatchObject({
      ok: true,
      e164: '+5492323456789',
      whatsapp: '5492323456789',
    });
    expect(argentinePhone('2323 45-6789')).toMatchObject({
      ok: true,
      e164: '+542323456789',
      international: '+54 2323 45 6789',
    });
  });
  it('keeps a landline as it is for calls, and gives WhatsApp its 9', () => {
    expect(argentinePhone('(011) 4444-1234')).toEqual({
      ok: true,
      e164: '+541144441234',
      international: '+54 11 4444 1234',
      whatsapp: '5491144441234',
    });
  });
  it('offers no WhatsApp for a toll-free number', () => {
    expect(argentinePhone('0800-333-1234')).toMatchObject({ ok: true, whatsapp: null });
  });
  it('asks for the area code when a mobile comes without it', () => {
    expect(argentinePhone('15-4444-1234')).toEqual({
      ok: false,
      message: PHONE_MESSAGES.noAreaCode,
    });
  });
  it('refuses what is no Argentine number, in Spanish', () => {
    for (const typed of ['4444-1234', '12345678', '', 'Teléfono', '+1 202 555 0143'])
      expect(argentinePhone(typed)).toEqual({ ok: false, message: PHONE_MESSAGES.invalid });
  });
});

describe('phoneWarning', () => {
  it('says nothing about an Argentine number', () => {
    expect(phoneWarning('11 5555-0192')).toBeNull();
    expect(phoneWarning('2323 45-6789')).toBeNull();
  });
  it('says nothing while the digits are too few: the form’s own message speaks then', () => {
    expect(phoneWarning('1234 567')).toBeNull();
  });
  it('asks to check a number with enough digits that is no Argentine line', () => {
    expect(phoneWarning('1234 5678')).toBe(`Revisá el número. ${PHONE_MESSAGES.invalid}`);
  });
});
