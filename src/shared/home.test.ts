import { describe, expect, it } from 'vitest';
import { isHomeImageRef, isHomeLink } from './home';

describe('isHomeLink: where a slide button or tile may go', () => {
  it.each([
    '/productos',
    '/productos?area=Pisos+y+revestimientos',
    '/contacto#mapa',
    'https://www.instagram.com/tienda',
  ])('accepts %s', (link) => expect(isHomeLink(link)).toBe(true));
  it.each([
    '',
    'productos',
    '//evil.example/x',
    '/\\evil.example',
    'http://example.com',
    'javascript:alert(1)',
    'https://',
    'https://localhost',
    '/productos con espacio',
    'data:text/html,hola',
  ])('refuses %j', (link) => expect(isHomeLink(link)).toBe(false));
});

describe('isHomeImageRef', () => {
  it('accepts the defaults and upload ids, nothing else', () => {
    expect(isHomeImageRef('default:slide-1')).toBe(true);
    expect(isHomeImageRef('6b0c9c61-0d6e-4c1e-9a52-000000000001')).toBe(true);
    expect(isHomeImageRef('default:otra')).toBe(false);
    expect(isHomeImageRef('/hero/slide-1.webp')).toBe(false);
    expect(isHomeImageRef('https://x.example/a.jpg')).toBe(false);
  });
});
