import { describe, expect, it } from 'vitest';
import { legalBlocks } from '#shared/legal-text';
import { RETENTION } from '#shared/retention';
import { DEFAULT_LEGAL_TEXTS } from './legal-defaults';

/** The paragraphs under a heading of the default privacy policy. */
function privacySection(heading: string): string {
  const blocks = legalBlocks(DEFAULT_LEGAL_TEXTS.privacidad);
  const start = blocks.findIndex((b) => b.kind === 'heading' && b.text === heading);
  expect(start, `no section «${heading}»`).toBeGreaterThanOrEqual(0);
  const rest = blocks.slice(start + 1);
  const end = rest.findIndex((b) => b.kind === 'heading');
  return (end < 0 ? rest : rest.slice(0, end))
    .map((b) => (b.kind === 'list' ? b.items.join('\n') : b.text))
    .join('\n');
}

describe('the default privacy policy', () => {
  it('promises to keep orders and requests for as many years as the retention job keeps them', () => {
    const section = privacySection('Durante cuánto tiempo');
    const years = [...section.matchAll(/(\d+) años/g)].map((match) => Number(match[1]));
    expect(years).toEqual([RETENTION.ordersYears]);
    expect(section).toContain('Pasado ese plazo los eliminamos.');
  });
});
