import {
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type UseFormSetError,
  set,
} from 'react-hook-form';
import { ApiError } from '#client/api-client';

/**
 * { field: message } (shared fieldErrors or an API 400) as react-hook-form errors, nested as
 * the form's values are ('transfer.cbu' under `transfer`, 'hours.0.days' under its row).
 */
export function toFormErrors<T extends FieldValues>(
  fields: Record<string, string>,
): FieldErrors<T> {
  const errors: Record<string, unknown> = {};
  for (const [name, message] of Object.entries(fields))
    set(errors, name, { type: 'validate', message });
  return errors as FieldErrors<T>;
}

/** The field messages of a refused save (a 4xx names them; a 5xx never does). */
export function apiFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError ? error.fields : {};
}

/**
 * The one way a form shows what the server refused: each field's message under that field.
 * `prefix` is where the server nests the form's fields in its answer (checkout: 'customer.').
 * `'all'`: every field the server named, for a form whose paths are the API's own.
 */
export function showServerErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<T>[] | 'all',
  setError: UseFormSetError<T>,
  prefix = '',
): void {
  const messages = apiFieldErrors(error);
  const names = fields === 'all' ? (Object.keys(messages) as FieldPath<T>[]) : fields;
  for (const field of names) {
    const message = messages[`${prefix}${field}`];
    if (message) setError(field, { type: 'server', message });
  }
}

/**
 * A refused save's one message, above the form (`errors.root.server`): the server's, or
 * `fallback` when the server gave none (no connection, a 5xx without a body).
 */
export function showRefusal<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fallback: string,
): void {
  setError('root.server', {
    type: 'server',
    message: error instanceof ApiError ? error.message : fallback,
  });
}
