import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { TEXT_MESSAGES, findControlCharacter } from '#shared/text';
import { badRequest } from '../errors';

/**
 * Input every route gets checked the same way, before its own schema: no control characters
 * (NUL, ESC…) anywhere in the path, the query or the JSON body — they break PostgreSQL text
 * (NUL), forge lines in e-mails and logs, and no person types them. Zod's own messages, where
 * a schema gives none, are Spanish.
 */
export function registerInputChecks(app: FastifyInstance): void {
  z.config(z.locales.es());
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const found = findControlCharacter(value);
      if (!found) continue;
      const field = found.join('.') || part;
      throw badRequest(TEXT_MESSAGES.control, { [field]: TEXT_MESSAGES.control });
    }
  });
}
