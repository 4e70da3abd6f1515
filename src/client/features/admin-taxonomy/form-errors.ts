import type { FieldErrors, FieldValues } from 'react-hook-form';
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

/** The field messages of a refused save, to show under the fields. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  return error instanceof ApiError && error.status === 400 ? error.fields : {};
}
