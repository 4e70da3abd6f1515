import { describe, expect, it } from 'vitest';
import { formatLabel, tileFormat } from './tile-format';

describe('tileFormat', () => {
  it.each([
    ['60x60', '60x60'],
    ['60 × 60 cm', '60x60'],
    ['20X120', '20x120'],
    ['60*120', '60x120'],
    ['58,5 x 58,5', '58,5x58,5'],
    ['58.5x58.5', '58,5x58,5'],
    ['Formato 30x60 rectificado', '30x60'],
  ])('reads %s as %s', (dimensions, format) => {
    expect(tileFormat(dimensions)).toBe(format);
  });

  it('is null without a size', () => {
    expect(tileFormat(null)).toBeNull();
    expect(tileFormat('')).toBeNull();
    expect(tileFormat('25 kg')).toBeNull();
  });

  it('writes the size with ×', () => {
    expect(formatLabel('60x120')).toBe('60×120');
  });
});
