import type { z } from 'zod';

/** Every error leaves the server in this shape; messages are Spanish and shown as they are. */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> | undefined };
}

/** A hand-written guard instead of a zod schema keeps zod out of the storefront's first chunk. */
export function isApiErrorBody(value: unknown): value is ApiErrorBody {
  if (typeof value !== 'object' || value === null) return false;
  const error = (value as { error?: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

export { GENERIC_ERROR_MESSAGE } from './messages';

/** Turns zod issues into { field: first message } for forms. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}
