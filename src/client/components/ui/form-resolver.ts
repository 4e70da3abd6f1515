import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrors } from '#shared/api';
import { type ArNumberOptions, parseArNumber } from '#shared/number-entry';
import { toFormErrors } from './form-errors';

/**
 * A react-hook-form resolver from the shared zod schema the API validates with: `read` turns
 * what the fields hold (numbers as typed text, '' for «ninguno») into what the API takes, the
 * schema checks it with the API's own messages, and `check` adds the form's own, which win.
 */
export function schemaResolver<V extends FieldValues, S extends z.ZodType>(
  schema: S,
  read: (values: V) => z.input<S>,
  check?: (values: V) => Record<string, string>,
): Resolver<V, unknown, z.output<S>> {
  return (values) => {
    const parsed = schema.safeParse(read(values));
    const fields = { ...(parsed.success ? {} : fieldErrors(parsed.error)), ...check?.(values) };
    if (parsed.success && Object.keys(fields).length === 0)
      return { values: parsed.data, errors: {} };
    return { values: {}, errors: toFormErrors<V>(fields) };
  };
}

/**
 * A typed number read by the shared es-AR rule; what the rule cannot read (or nothing) is NaN,
 * which the schema refuses with the field's own message.
 */
export function numberOrNaN(text: string, entry: ArNumberOptions): number {
  const result = parseArNumber(text, entry);
  return result.ok ? result.value : Number.NaN;
}
