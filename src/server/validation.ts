import type { z } from 'zod';
import { fieldErrors } from '../shared/api';
import { badRequest } from './errors';

export const INVALID_DATA_MESSAGE = 'Los datos enviados no son válidos.';

/** Parses request input with a shared zod schema; a failure is a 400 with field messages. */
export function parseInput<T extends z.ZodType>(
  schema: T,
  input: unknown,
  message = INVALID_DATA_MESSAGE,
): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(message, fieldErrors(result.error));
  return result.data;
}
