import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guardFormula, unguardFormula } from './csv-formula-guard';

describe('the CSV formula guard', () => {
  it('writes a formula-like text with a leading apostrophe, and nothing else', () => {
    expect(guardFormula('=SUMA(A1:A3)')).toBe("'=SUMA(A1:A3)");
    expect(guardFormula('+54 11 1234')).toBe("'+54 11 1234");
    expect(guardFormula('-10%')).toBe("'-10%");
    expect(guardFormula('@marca')).toBe("'@marca");
    expect(guardFormula('\tTab')).toBe("'\tTab");
    expect(guardFormula('\rCR')).toBe("'\rCR");
    expect(guardFormula("'=ya guardado")).toBe("''=ya guardado");
    expect(guardFormula('Porcelanato 60x60')).toBe('Porcelanato 60x60');
    expect(guardFormula("'70s")).toBe("'70s");
    expect(guardFormula('')).toBe('');
  });

  it('is undone exactly by the import, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("'", '=', '+', '-', '@', '\t', '\r', 'a', ' ') }),
        (text) => {
          expect(unguardFormula(guardFormula(text))).toBe(text);
          expect(guardFormula(text)).not.toMatch(/^[=+\-@\t\r]/);
        },
      ),
    );
  });
});
