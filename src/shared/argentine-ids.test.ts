import { describe, expect, it } from 'vitest';
import { isValidAlias, isValidCbu, isValidCuit } from './argentine-ids';

describe('CUIT', () => {
  it('accepts numbers whose mod-11 check digit matches, with or without hyphens', () => {
    expect(isValidCuit('20-12345678-6')).toBe(true);
    expect(isValidCuit('20123456786')).toBe(true);
    expect(isValidCuit('30-71234567-1')).toBe(true);
    // 5*2 + 4*3 = 22, remainder 0 → check digit 0 (11 - 0 = 11 → 0).
    expect(isValidCuit('23-00000000-0')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length or letters', () => {
    expect(isValidCuit('20-12345678-7')).toBe(false);
    expect(isValidCuit('30-71234567-2')).toBe(false);
    expect(isValidCuit('2012345678')).toBe(false);
    expect(isValidCuit('201234567866')).toBe(false);
    expect(isValidCuit('20-1234567A-6')).toBe(false);
    expect(isValidCuit('')).toBe(false);
  });

  it('refuses a number whose check digit would have to be 10', () => {
    // Weighted sum of 2000000001 is 5*2+2*1 = 12 → 11 - 1 = 10: no valid check digit exists.
    for (let d = 0; d <= 9; d++) expect(isValidCuit(`2000000001${d}`)).toBe(false);
  });
});

describe('CBU', () => {
  it('accepts 22 digits whose two check digits match', () => {
    expect(isValidCbu('2850590940090418135201')).toBe(true);
    expect(isValidCbu('0000000000000000000000')).toBe(true);
  });

  it('refuses a wrong check digit in either block, or a wrong length', () => {
    expect(isValidCbu('2850590840090418135201')).toBe(false); // first block's digit
    expect(isValidCbu('2850590940090418135202')).toBe(false); // second block's digit
    expect(isValidCbu('2850590940090418135210')).toBe(false); // two digits swapped
    expect(isValidCbu('285059094009041813520')).toBe(false);
    expect(isValidCbu('28505909400904181352011')).toBe(false);
    expect(isValidCbu('285059094009041813520A')).toBe(false);
  });
});

describe('alias', () => {
  it('takes 6 to 20 letters, digits, dots and hyphens', () => {
    expect(isValidAlias('ceramicos.ruta192')).toBe(true);
    expect(isValidAlias('abc-12')).toBe(true);
    expect(isValidAlias('abc12')).toBe(false);
    expect(isValidAlias('a'.repeat(21))).toBe(false);
    expect(isValidAlias('con espacio')).toBe(false);
    expect(isValidAlias('ñandú.pisos')).toBe(false);
  });
});
