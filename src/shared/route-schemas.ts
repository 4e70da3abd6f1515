import { z } from 'zod';
import { UUID_PATTERN } from './ids';

/**
 * Pieces of the routes' declared schemas. A path id that is not a UUID names nothing, so its
 * message is the resource's "no encontrado" (the server answers a refused path with a 404).
 */
export const uuidText = (notFoundMessage: string) =>
  z.string().regex(UUID_PATTERN, notFoundMessage);

/** `/:id` params for a resource whose ids are UUIDs. */
export const uuidParams = (notFoundMessage: string) => z.object({ id: uuidText(notFoundMessage) });

/** A 202's `{ message }` (a link sent, a request received). */
export const MessageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;
