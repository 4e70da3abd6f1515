import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { BOOT_DATA_ID, type BootData } from '../../shared/boot-data';
import { jsonForScript } from '../pages/html';

/** Tags (title, meta, JSON-LD) the server puts into the HTML of a page, or null for the default. */
export type HeadRenderer = (request: FastifyRequest) => Promise<string | null>;

/** Data every page needs before its first render, inlined so it costs no extra round trip. */
export type BootDataSource = (request: FastifyRequest) => Promise<BootData>;

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and
 * index.html for every client route. Unknown /api paths answer a JSON 404.
 */
export async function registerSpa(
  app: FastifyInstance,
  clientDir: string | null,
  renderHead: HeadRenderer | undefined,
  bootData?: BootDataSource,
): Promise<void> {
  const indexFile = clientDir ? path.join(clientDir, 'index.html') : null;
  const template = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;

  if (clientDir && template) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      preCompressed: true,
      setHeaders(res, filePath) {
        res.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`) ? HASHED_ASSET_CACHE : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (
      pathname.startsWith('/api/') ||
      pathname === '/api' ||
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      !template
    ) {
      return reply.status(404).send({
        error: { code: 'not_found', message: 'Recurso no encontrado.' },
      });
    }
    if (pathname.startsWith('/assets/') || pathname.startsWith('/uploads/')) {
      return reply.status(404).type('text/plain').send('No encontrado');
    }
    const [head, boot] = await Promise.all([
      renderHead ? renderHead(request) : null,
      bootData ? bootData(request) : undefined,
    ]);
    const withTags = head ? withHead(template, head) : template;
    const html = boot === undefined ? withTags : withBootData(withTags, boot);
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}

const TEMPLATE_TITLE = /<title>.*?<\/title>/s;
const TEMPLATE_DESCRIPTION = /\s*<meta\s+name="description"[^>]*>/s;

/** Replaces the template's title (and its description when the page brings its own). */
export function withHead(template: string, head: string): string {
  const base = head.includes('name="description"')
    ? template.replace(TEMPLATE_DESCRIPTION, '')
    : template;
  return base.replace(TEMPLATE_TITLE, () => head);
}

/**
 * A JSON data block (never executed, so the CSP's script-src 'self' is untouched) before
 * </head>. '<' is escaped so no value can close the element.
 */
export function withBootData(template: string, data: BootData): string {
  const block = `<script type="application/json" id="${BOOT_DATA_ID}">${jsonForScript(data)}</script>`;
  return template.replace('</head>', () => `${block}</head>`);
}
