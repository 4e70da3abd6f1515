import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from '../modules/catalogue/catalog-cache';
import { type Encoding, compress, preferredEncoding } from './compression';

function encode(body: CachedBody, encoding: Encoding): Buffer {
  const encoded = body.encoded[encoding] ?? compress(body.json, encoding);
  body.encoded[encoding] = encoded;
  return encoded;
}

/** Sends a cached answer, revalidated by the browser on every use (ETag → 304). */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  type = 'application/json; charset=utf-8',
) {
  void reply.header('cache-control', 'no-cache').header('etag', body.etag);
  if (request.headers['if-none-match'] === body.etag) return reply.status(304).send();
  void reply.type(type).header('vary', 'accept-encoding');
  const encoding = preferredEncoding(request, body.json.length);
  if (!encoding) return reply.send(body.json);
  return reply.header('content-encoding', encoding).send(encode(body, encoding));
}
