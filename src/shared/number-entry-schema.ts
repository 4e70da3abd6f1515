import { z } from 'zod';
import { type ArNumberOptions, parseArNumber } from './number-entry';

/**
 * The number-entry rule (number-entry.ts) as zod schemas for number fields that hold text: the
 * admin dialogs' form schemas, and any number that reaches the server as text. Kept apart from
 * number-entry.ts so the storefront's calculators read numbers without loading zod.
 */

const issue = (input: string, message: string) => ({ code: 'custom' as const, input, message });

/** A required number typed as text; `emptyMessage` when nothing was typed. */
export function arNumberText(options: ArNumberOptions, emptyMessage: string) {
  return z.string().transform((text, ctx) => {
    const result = parseArNumber(text, options);
    if (result.ok) return result.value;
    ctx.issues.push(issue(text, result.problem === 'empty' ? emptyMessage : result.message));
    return z.NEVER;
  });
}

/** An optional number typed as text: nothing typed is null. */
export function optionalArNumberText(options: ArNumberOptions) {
  return z.string().transform((text, ctx) => {
    const result = parseArNumber(text, options);
    if (result.ok) return result.value;
    if (result.problem === 'empty') return null;
    ctx.issues.push(issue(text, result.message));
    return z.NEVER;
  });
}
