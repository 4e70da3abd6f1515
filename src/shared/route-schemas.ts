import { z } from 'zod';
import { UUID_PATTERN } from './ids';
import { TEXT_MESSAGES, isSingleLine } from './text';

/**
 * Pieces of the routes' declared schemas. A path id that is not a UUID names nothing, so its
 * message is the resource's "no encontrado" (the server answers a refused path with a 404).
 */
export const uuidText = (notFoundMessage: string) =>
  z.string().regex(UUID_PATTERN, notFoundMessage);

/** A whole number from `min` to `max`, with one message for any other value (or none). */
export const wholeNumber = (min: number, max: number, message: string) =>
  z.number(message).int(message).min(min, message).max(max, message);

/**
 * One line of text a person must give (a name, a reason), trimmed: `required` when it is empty
 * or shorter than `min`, `tooLong` past `max`.
 */
export const requiredLine = ({
  min = 1,
  max,
  required,
  tooLong,
}: {
  min?: number;
  max: number;
  required: string;
  tooLong: string;
}) =>
  z
    .string(required)
    .trim()
    .min(min, required)
    .max(max, tooLong)
    .refine(isSingleLine, TEXT_MESSAGES.singleLine);

/** `/:id` params for a resource whose ids are UUIDs. */
export const uuidParams = (notFoundMessage: string) => z.object({ id: uuidText(notFoundMessage) });

/** A 202's `{ message }` (a link sent, a request received). */
export const MessageAnswerSchema = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswerSchema>;
