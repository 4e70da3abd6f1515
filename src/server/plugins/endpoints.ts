import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import {
  type Endpoint,
  type EndpointAnswer,
  type EndpointRequest,
  successStatuses,
} from '#shared/endpoint';
import { isStandIn } from '#shared/light-schema';

/** What a route adds to its endpoint: guards and hooks, and its options (`config.refusal`…). */
export type RouteExtras = Pick<
  RouteShorthandOptions,
  'preValidation' | 'preHandler' | 'onRequest' | 'config' | 'bodyLimit'
>;

type Handler<E extends Endpoint> = (
  request: FastifyRequest<EndpointRequest<E>>,
  reply: FastifyReply,
) => Promise<
  (E['response'] extends 'file' ? Buffer | string | Readable : EndpointAnswer<E>) | FastifyReply
>;

/**
 * Registers an endpoint of src/shared on the plugin `app`, whose prefix must begin its path: its
 * method, path, schemas (params, querystring, body and each success status's answer) come from
 * the one declaration the browser's client uses too. An endpoint without an answer body answers
 * 204 once the handler is done, unless the handler replied itself.
 */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  extras: RouteExtras,
  handler: Handler<E>,
): void {
  if (!endpoint.path.startsWith(app.prefix)) {
    throw new Error(`${endpoint.path} is not under the plugin's prefix ${app.prefix}`);
  }
  const standIns = (['params', 'query', 'body', 'response'] as const).filter((part) =>
    isStandIn(endpoint[part]),
  );
  if (standIns.length > 0) {
    throw new Error(
      `${endpoint.method} ${endpoint.path}: ${standIns.join(', ')} declared with stand-ins; register it with withSchemas()`,
    );
  }
  const url = endpoint.path.slice(app.prefix.length) || '/';
  const response = endpoint.response;
  app.route<EndpointRequest<E>>({
    ...extras,
    method: endpoint.method,
    url,
    schema: {
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body && endpoint.body !== 'multipart' ? { body: endpoint.body } : {}),
      ...(response && response !== 'file'
        ? {
            response: Object.fromEntries(
              successStatuses(endpoint).map((status) => [status, response]),
            ),
          }
        : {}),
    },
    handler: async (request, reply) => {
      const [status] = successStatuses(endpoint);
      if (status !== undefined) reply.status(status);
      const answer = await handler(request, reply);
      if (response === null && !reply.sent) return reply.status(204).send();
      return answer;
    },
  });
}
