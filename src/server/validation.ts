import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  serializerCompiler,
  validatorCompiler,
} from 'fastify-type-provider-zod';
import { type AppError, badRequest, notFound } from './errors';

export const INVALID_DATA_MESSAGE = 'Los datos enviados no son válidos.';

type SchemaPart = 'params' | 'querystring' | 'body' | 'headers';

/** How a route answers input its schemas refuse (route option `config.refusal`). */
export interface InputRefusal {
  /** The 400's message instead of INVALID_DATA_MESSAGE; a function picks it from the fields. */
  message?: string | ((fields: Record<string, string>) => string);
  /**
   * The parts whose refusal is a 404 (the schema's first message): input that names nothing
   * is a resource that does not exist. The path's params always are.
   */
  notFound?: SchemaPart[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    refusal?: InputRefusal;
  }
}

/**
 * Routes declare params, querystring, body and response with the shared zod schemas: requests
 * are parsed with them before the handler, answers encoded with them (extra keys dropped, a
 * wrong answer is a 500, never a leak).
 */
export function registerSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
}

/** A schema's refusal as the answer the route promises (400 with field messages, or 404). */
export function refusedInput(request: FastifyRequest, error: FastifyError): AppError | null {
  if (!hasZodFastifySchemaValidationErrors(error)) return null;
  const fields: Record<string, string> = {};
  for (const issue of error.validation) {
    const key = issue.instancePath.slice(1).replaceAll('/', '.') || '_';
    fields[key] ??= issue.message ?? INVALID_DATA_MESSAGE;
  }
  const part = (error.validationContext ?? 'body') as SchemaPart;
  const refusal = request.routeOptions.config.refusal ?? {};
  if (part === 'params' || refusal.notFound?.includes(part)) {
    return notFound(error.validation[0]?.message ?? INVALID_DATA_MESSAGE);
  }
  const message =
    typeof refusal.message === 'function'
      ? refusal.message(fields)
      : (refusal.message ?? INVALID_DATA_MESSAGE);
  return badRequest(message, fields);
}
