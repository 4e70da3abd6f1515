import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BOOT_DATA_ID,
  PAGE_MODULES_ID,
  type BootData,
  type BootQuery,
  type RenderPage,
  type RenderedPage,
} from '../../shared/boot-data';
import type { ShopSettings } from '../../shared/settings';
import { PAGE_NOT_FOUND, isPagePath } from '../../shared/page-paths';
import { jsonForScript, renderHeadTags } from '../pages/html';
import { compress, preferredEncoding } from './compression';
import {
  type ImagePreload,
  imagePreloadTag,
  modulePreloadTags,
  readManifest,
  routeChunks,
} from '../pages/preload';

/** What the server adds to one page's HTML beyond what every page gets. */
export interface PageExtras {
  /** Tags (title, meta, JSON-LD) replacing the template's title, or null for the default. */
  head: string | null;
  /** Answers the page's first render asks for, inlined under the client's query keys. */
  queries: BootQuery[];
  /** The largest image on arrival, preloaded at high priority. */
  image?: ImagePreload | undefined;
  /** The server renders the page's markup (a storefront page whose data it holds). */
  markup?: boolean;
  /** 404 for a page that does not exist (an unknown product), so crawlers do not index it. */
  status?: number;
}

export type PageRenderer = (request: FastifyRequest, shop: ShopSettings) => Promise<PageExtras>;

/** The shop's settings, inlined in every page so the first render waits for no request. */
export type SettingsSource = () => Promise<ShopSettings>;

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and
 * index.html for every client route. Unknown /api paths answer a JSON 404.
 */
export async function registerSpa(
  app: FastifyInstance,
  clientDir: string | null,
  renderPage: PageRenderer | undefined,
  settings: SettingsSource,
  renderMarkup?: RenderPage,
): Promise<void> {
  const indexFile = clientDir ? path.join(clientDir, 'index.html') : null;
  const template = indexFile && existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const manifest = clientDir ? readManifest(clientDir) : null;

  if (clientDir && template) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      wildcard: false,
      // The template is served only as a page, filled in; its raw form is not a page.
      allowedPath: (pathName) => pathName !== '/index.html',
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
    const shop = await settings();
    const extras: PageExtras = !isPagePath(decodedPath(pathname))
      ? notFoundPage(shop, `${app.shop.config.publicUrl}${pathname}`)
      : renderPage
        ? await renderPage(request, shop)
        : { head: null, queries: [] };
    const markup =
      // Only where the markup has a place to go: else the boot data would announce markup that
      // is not there, and the render would be wasted.
      extras.markup && renderMarkup && template.includes(EMPTY_ROOT)
        ? await renderMarkup({
            url: new URL(request.url, app.shop.config.publicUrl).toString(),
            settings: shop,
            queries: extras.queries,
          }).catch((error: unknown) => {
            // The page still works without it: the browser renders it from the boot data.
            request.log.error({ err: error }, 'No se pudo renderizar la página en el servidor');
            return null;
          })
        : null;
    const chunks = manifest ? routeChunks(manifest, pathname.replace(/\/+$/, '') || '/') : [];
    // A page the server drew is seen before any code runs: its code is listed, fetched after the
    // first paint (boot.ts). A page the browser must draw preloads its code with the HTML.
    const preloads = [
      ...(extras.image ? [imagePreloadTag(extras.image)] : []),
      ...(markup ? [pageModulesTag(chunks)] : modulePreloadTags(chunks)),
    ];
    const withTags = extras.head ? withHead(template, extras.head) : template;
    const html = withBootData(withMarkup(withPreloads(withTags, preloads), markup), {
      settings: shop,
      queries: extras.queries,
      ...(markup ? { router: markup.router } : {}),
    });
    void reply
      .status(extras.status ?? 200)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding')
      .type('text/html; charset=utf-8');
    const encoding = preferredEncoding(request, html.length);
    if (!encoding) return reply.send(html);
    return reply.header('content-encoding', encoding).send(compress(html, encoding));
  });
}

function decodedPath(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** A path that is no page: 404, so search engines drop it; the browser shows the same page. */
function notFoundPage(shop: ShopSettings, url: string): PageExtras {
  const tags = {
    title: `${PAGE_NOT_FOUND} | ${shop.name}`,
    description: PAGE_NOT_FOUND,
    url,
    noindex: true,
  };
  return { head: renderHeadTags(tags, shop.name), queries: [], status: 404 };
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

/** Preload hints go right after the template's own stylesheet and entry script. */
export function withPreloads(template: string, tags: string[]): string {
  if (tags.length === 0) return template;
  return template.replace('</head>', () => `  ${tags.join('\n    ')}\n  </head>`);
}

const EMPTY_ROOT = '<div id="root"></div>';

/** The page's modules as inert JSON, for boot.ts to fetch once the page is painted. */
export function pageModulesTag(files: string[]): string {
  return `<script type="application/json" id="${PAGE_MODULES_ID}">${jsonForScript(files)}</script>`;
}

/** The page's markup inside the root element, its style tags at the end of <head>. */
export function withMarkup(template: string, page: RenderedPage | null): string {
  if (!page) return template;
  return template
    .replace('</head>', () => `${page.styles}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${page.html}</div>`);
}

/**
 * A JSON data block (never executed, so the CSP's script-src 'self' is untouched) before
 * </head>. '<' is escaped so no value can close the element.
 */
export function withBootData(template: string, data: BootData): string {
  const block = `<script type="application/json" id="${BOOT_DATA_ID}">${jsonForScript(data)}</script>`;
  return template.replace('</head>', () => `${block}</head>`);
}
