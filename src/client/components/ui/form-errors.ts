import type { FieldErrors, FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../api-client';

/** { field: message } (shared fieldErrors or an API 400) as react-hook-form errors. */
export function toFormErrors<T extends FieldValues>(
  fields: Record<string, string>,
): FieldErrors<T> {
  const errors: Record<string, { type: string; message: string }> = {};
  for (const [name, message] of Object.entries(fields))
    errors[name] = { type: 'validate', message };
  return errors as FieldErrors<T>;
}

/** The field messages of a refused save (a 4xx names them; a 5xx never does). */
export function apiFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {};
}

/**
 * The one way a form shows what the server refused: each field's message under that field.
 * `prefix` is where the server nests the form's fields in its answer (checkout: 'customer.').
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[],
  setError: UseFormSetError<T>,
  prefix = '',
): void {
  const messages = apiFieldErrors(error);
  for (const field of fields) {
    const message = messages[`${prefix}${field}`];
    if (message) setError(field, { type: 'server', message });
  }
}
