import { describe, expect, it } from 'vitest';
import { isUuid } from './ids';

describe('isUuid', () => {
  it('accepts what the database writes, in either case', () => {
    expect(isUuid('0b5e8c1a-3f1d-4c2b-9a7e-1234567890ab')).toBe(true);
    expect(isUuid('0B5E8C1A-3F1D-4C2B-9A7E-1234567890AB')).toBe(true);
  });
  it('refuses anything else', () => {
    for (const value of [
      '',
      'abc',
      '0b5e8c1a3f1d4c2b9a7e1234567890ab',
      '0b5e8c1a-3f1d-4c2b-9a7e-1234567890ab ',
      'g0000000-0000-4000-8000-000000000000',
    ])
      expect(isUuid(value), value).toBe(false);
  });
});
