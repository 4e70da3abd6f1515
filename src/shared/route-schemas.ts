import { z } from 'zod';
import { UUID_PATTERN } from './ids';

/**
 * Pieces of the routes' declared schemas. A path id that is not a UUID names nothing, so its
 * message is the resource's "no encontrado" (the server answers a refused path with a 404).
 */
export const uuidText = (notFoundMessage: string) =>
  z.string().regex(UUID_PATTERN, notFoundMessage);

/** A whole number from `min` to `max`, with one message for any other value (or none). */
export const wholeNumber = (min: number, max: number, message: string) =>
  z.number(message).int(message).min(min, message).max(max, message);

/** `/:id` params for a resource whose ids are UUIDs. */
export const uuidParams = (notFoundMessage: string) => z.object({ id: uuidText(notFoundMessage) });

/** A 202's `{ message }` (a link sent, a request received). */
export const MessageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;
