import { describe, expect, it } from 'vitest';
import { escapeLike, normalizeSearch } from './search';

describe('normalizeSearch', () => {
  it('drops accents and case', () => {
    expect(normalizeSearch('Mármol Calacatta')).toBe('marmol calacatta');
    expect(normalizeSearch('PORCELÁNICO Ñandú')).toBe('porcelanico nandu');
  });
  it('collapses and trims whitespace', () => {
    expect(normalizeSearch('  simil   madera ')).toBe('simil madera');
  });
});

describe('escapeLike', () => {
  it('escapes wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
