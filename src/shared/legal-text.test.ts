import { describe, expect, it } from 'vitest';
import { fillShopDetails, legalBlocks } from './legal-text';

describe('legalBlocks', () => {
  it('reads headings, paragraphs (lines joined) and lists', () => {
    expect(
      legalBlocks('Intro en\ndos líneas.\n\n## Título\nTexto.\n- uno\n- dos\n\nFinal.'),
    ).toEqual([
      { kind: 'paragraph', text: 'Intro en dos líneas.' },
      { kind: 'heading', text: 'Título' },
      { kind: 'paragraph', text: 'Texto.' },
      { kind: 'list', items: ['uno', 'dos'] },
      { kind: 'paragraph', text: 'Final.' },
    ]);
  });

  it('keeps markup as plain text (it is drawn as text, never as HTML)', () => {
    expect(legalBlocks('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', text: '<script>alert(1)</script>' },
    ]);
  });

  it('treats Windows line ends and blank lines with spaces as paragraph breaks', () => {
    expect(legalBlocks('a\r\n  \r\nb')).toEqual([
      { kind: 'paragraph', text: 'a' },
      { kind: 'paragraph', text: 'b' },
    ]);
  });
});

describe('fillShopDetails', () => {
  it('puts the shop details in place of the placeholders, leaving other braces alone', () => {
    const shop = { name: 'Pisos', email: 'a@b.com', phone: '11 5555', address: 'Ruta 192' };
    expect(fillShopDetails('{tienda} ({email}, {telefono}) en {direccion}. {otro}', shop)).toBe(
      'Pisos (a@b.com, 11 5555) en Ruta 192. {otro}',
    );
  });
});
