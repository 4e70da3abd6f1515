import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../errors';

/** Map tiles are the only third-party resource the pages load (contact map, leaflet-map.ts) besides
 * product images from a CDN (S3_PUBLIC_URL). */
const MAP_TILES = 'https://tile.openstreetmap.org';

/** imageOrigin: where product images come from when not from us (a CDN in front of the bucket). */
export const contentSecurityPolicy = (imageOrigin?: string) =>
  [
    "default-src 'self'",
    "script-src 'self'",
    // MUI (emotion) injects <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    // data: Leaflet's CSS inlines its control and marker PNGs; the admin's image compression
    // loads the chosen file as a data: URL; its thumbnails of files waiting to upload are blob: URLs.
    `img-src 'self' data: blob: ${MAP_TILES}${imageOrigin ? ` ${imageOrigin}` : ''}`,
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

/** Methods that change nothing: no CSRF check, no cache invalidation. */
export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether the route the router matched is part of the API. Decided by the matched route, never
 * by the raw URL: '/%61pi/auth/logout' is routed to '/api/auth/logout' and must be treated so.
 */
export function isApiRoute(request: FastifyRequest): boolean {
  return request.routeOptions.url?.startsWith('/api/') ?? false;
}

/** The hardening headers every answer carries, even those sent before routing. */
export function setSecurityHeaders(reply: FastifyReply, publicUrl: string, policy: string): void {
  reply.header('content-security-policy', policy);
  reply.header('x-content-type-options', 'nosniff');
  reply.header('x-frame-options', 'DENY');
  reply.header('referrer-policy', 'strict-origin-when-cross-origin');
  reply.header('cross-origin-opener-policy', 'same-origin');
  reply.header('permissions-policy', 'camera=(), microphone=(), geolocation=(), payment=()');
  if (publicUrl.startsWith('https://')) {
    reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
  }
}

/** Hardening headers on every answer, and CSRF protection by Origin on every API write. */
export function registerSecurity(
  app: FastifyInstance,
  publicUrl: string,
  imageOrigin?: string,
): void {
  const trustedOrigin = new URL(publicUrl).origin;
  const policy = contentSecurityPolicy(imageOrigin);

  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !isApiRoute(request)) return;
    const origin = request.headers.origin;
    const fetchSite = request.headers['sec-fetch-site'];
    if (fetchSite === 'cross-site') throw forbidden('Solicitud de otro sitio rechazada.');
    if (origin === undefined) return;
    const ownOrigin = `${request.protocol}://${request.host}`;
    if (origin !== ownOrigin && origin !== trustedOrigin) {
      throw forbidden('Solicitud de otro sitio rechazada.');
    }
  });

  app.addHook('onSend', async (_request, reply) => {
    setSecurityHeaders(reply, publicUrl, policy);
  });
}
