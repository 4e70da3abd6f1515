import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as messages from './messages';

describe('shared messages', () => {
  it('import nothing (no zod in the chunks that show them)', () => {
    const source = readFileSync(new URL('./messages.ts', import.meta.url), 'utf8');
    expect(source).not.toMatch(/^import /m);
  });
  it('are Spanish sentences starting with a capital', () => {
    for (const text of Object.values(messages)) expect(text).toMatch(/^[A-ZÁÉÍÓÚ¿¡]/);
  });
});
