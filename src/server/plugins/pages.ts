import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BOOT_DATA_ID,
  PAGE_MODULES_ID,
  type BootData,
  type PageAnswer,
  type Storefront,
} from '#shared/boot-data';
import type { ShopSettings } from '#shared/settings';
import { jsonForScript, renderHeadTags } from '../pages/html';
import type { ApiFetch } from '#shared/boot-data';
import { pageRequest } from '../pages/page-request';
import { compress, preferredEncoding } from './compression';
import { imagePreloadTag, modulePreloadTags, readManifest, routeChunks } from '../pages/preload';

export interface PagesOptions {
  /** Folder of the built client (index.html, assets, .vite/manifest.json); null: the API only. */
  clientDir: string | null;
  /**
   * The route table's server side (dist/ssr/render-page.js, made with the API in process): each
   * of its pages becomes a route here. Without it every other GET answers the bare template
   * (the benchmark's reference page).
   */
  storefront?: Storefront | undefined;
  /**
   * npm run dev: the template, the renderer and the client's code from the sources through Vite
   * (server rendering and HMR, pages/vite-dev.ts) instead of clientDir and storefront; the
   * renderer reaches the API in process with `api`.
   */
  vite?: { api: ApiFetch } | undefined;
  /** The shop's settings, for every page's head and boot data. */
  shopSettings: () => Promise<ShopSettings>;
  publicUrl: string;
}

/**
 * Where pages come from: the build (dist/client, dist/ssr) or, under npm run dev, Vite. The
 * rest — which paths are pages, how a page is filled in and sent — is the same for both.
 */
export interface PageSource {
  /** The HTML template of the page at a URL (path and query). */
  template(url: string): Promise<string>;
  /** The storefront's renderer as it is now (Vite: with the latest edits), if pages are drawn. */
  storefront(): Promise<Storefront | undefined>;
  /** The URLs of what a page's route modules (manifest keys) need beyond the template's entry. */
  chunks(modules: string[]): string[];
  /** A request for the client's own files (Vite: modules, HMR); false leaves it to the 404. */
  serveFile?(request: FastifyRequest, reply: FastifyReply): boolean;
}

/** A page left entirely to the browser. */
const BROWSER_DRAWN: PageAnswer = {
  status: 200,
  head: null,
  modules: [],
  markup: null,
  boot: { queries: { queries: [], mutations: [] } },
};

const HASHED_ASSET_CACHE = 'public, max-age=31536000, immutable';
const EMPTY_ROOT = '<div id="root"></div>';
/** What the template must hold for a page to be filled in: a missing one fails the start. */
const TEMPLATE_NEEDS = [EMPTY_ROOT, '</head>', '<title>'];

/**
 * Serves the client: its files, and each page of the route table as a GET route filled in by
 * the storefront's renderer. Any other path answers 404: JSON under /api, 'Página no
 * encontrada' (with the shop around it) elsewhere.
 */
export async function registerPages(app: FastifyInstance, options: PagesOptions): Promise<void> {
  let source: PageSource | null = null;
  if (options.vite) {
    // Only npm run dev loads Vite (a devDependency); the built server never reaches this import.
    const { viteSource } = await import('../pages/vite-dev');
    source = await viteSource(app, options.vite.api);
  } else if (options.clientDir) {
    source = await builtSource(app, options.clientDir, options.storefront);
  }
  const servePage = source ? await registerPageRoutes(app, source, options) : null;

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (
      pathname.startsWith('/api/') ||
      pathname === '/api' ||
      (request.method !== 'GET' && request.method !== 'HEAD') ||
      !servePage
    ) {
      return reply.status(404).send({
        error: { code: 'not_found', message: 'Recurso no encontrado.' },
      });
    }
    if (source?.serveFile?.(request, reply)) return reply;
    if (pathname.startsWith('/assets/') || pathname.startsWith('/uploads/')) {
      return reply.status(404).type('text/plain').send('No encontrado');
    }
    // The route table's catch-all answers: 'Página no encontrada', status 404.
    return servePage(request, reply);
  });
}

/** The built client: its files served as they are, its template, manifest and renderer. */
async function builtSource(
  app: FastifyInstance,
  clientDir: string,
  storefront: Storefront | undefined,
): Promise<PageSource> {
  const indexFile = path.join(clientDir, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`Falta la plantilla de las páginas: ${indexFile}`);
  const template = readFileSync(indexFile, 'utf8');
  const manifest = readManifest(clientDir);

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
  return {
    template: () => Promise.resolve(template),
    storefront: () => Promise.resolve(storefront),
    chunks: (modules) => (manifest ? routeChunks(manifest, modules) : []),
  };
}

/** Each page of the route table as a route; returns what serves one page (the 404 page too). */
async function registerPageRoutes(app: FastifyInstance, source: PageSource, options: PagesOptions) {
  const storefront = await source.storefront();
  const template = await source.template('/');
  const missing = TEMPLATE_NEEDS.filter((part) => !template.includes(part));
  if (storefront && missing.length > 0)
    throw new Error(`La plantilla de las páginas no tiene ${missing.join(', ')}`);

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [current, html] = await Promise.all([
      source.storefront().catch((error: unknown) => {
        // The renderer does not load (npm run dev, an edit that does not compile): the browser
        // draws the page, and Vite shows the error there.
        request.log.error({ err: error }, 'No se pudo cargar el renderizador de las páginas');
        return undefined;
      }),
      source.template(request.url),
    ]);
    if (!current) return sendHtml(request, reply, 200, html);
    const settings = await options.shopSettings();
    const page = await pageRequest
      .run({ ip: request.ip }, () =>
        current.render({
          url: new URL(request.url, options.publicUrl).toString(),
          settings,
          publicUrl: options.publicUrl,
        }),
      )
      .catch((error: unknown): PageAnswer => {
        // The page still works without it: the browser renders it, asking for its data.
        request.log.error({ err: error }, 'No se pudo renderizar la página en el servidor');
        return { ...BROWSER_DRAWN, modules: [] };
      });
    // An old address (a category renamed, moved or deleted): the page's loader said where it is
    // now. Not cached by the browser: a name given back makes the old address a page again.
    if (page.redirect)
      return reply
        .status(page.status)
        .header('location', page.redirect)
        .header('cache-control', 'no-cache')
        .send();
    const chunks = source.chunks(page.modules);
    // A page kept out of search engines may carry someone's data (a customer's order, drawn
    // here): no cache keeps a copy.
    const cache = page.head?.noindex ? 'no-store' : 'no-cache';
    return sendHtml(request, reply, page.status, pageHtml(html, page, settings, chunks), cache);
  };

  for (const pagePath of storefront?.paths ?? []) {
    app.get(pagePath, servePage);
    // '/productos/' is the same page as '/productos'; '/productos/*' takes any such slash itself.
    if (pagePath !== '/' && !pagePath.endsWith('/*')) app.get(`${pagePath}/`, servePage);
  }

  return servePage;
}

function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  html: string,
  cacheControl: 'no-cache' | 'no-store' = 'no-cache',
) {
  void reply
    .status(status)
    .header('cache-control', cacheControl)
    .header('vary', 'accept-encoding')
    .type('text/html; charset=utf-8');
  const encoding = preferredEncoding(request, html.length);
  if (!encoding) return reply.send(html);
  return reply.header('content-encoding', encoding).send(compress(html, encoding));
}

/** The template filled in with one page's head, preloads, markup and boot data. */
function pageHtml(template: string, page: PageAnswer, shop: ShopSettings, chunks: string[]) {
  // A page the server drew is seen before any code runs: its code is listed, fetched after the
  // first paint (boot.ts). A page the browser must draw preloads its code with the HTML.
  const preloads = [
    ...(page.image ? [imagePreloadTag(page.image)] : []),
    ...(page.markup ? [pageModulesTag(chunks)] : modulePreloadTags(chunks)),
  ];
  const withTags = page.head ? withHead(template, renderHeadTags(page.head, shop.name)) : template;
  return withBootData(withMarkup(withPreloads(withTags, preloads), page.markup), page.boot);
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

/** The page's modules as inert JSON, for boot.ts to fetch once the page is painted. */
export function pageModulesTag(files: string[]): string {
  return `<script type="application/json" id="${PAGE_MODULES_ID}">${jsonForScript(files)}</script>`;
}

/** The page's markup inside the root element, its style tags at the end of <head>. */
export function withMarkup(template: string, markup: PageAnswer['markup']): string {
  if (!markup) return template;
  return template
    .replace('</head>', () => `${markup.styles}</head>`)
    .replace(EMPTY_ROOT, () => `<div id="root">${markup.html}</div>`);
}

/**
 * A JSON data block (never executed, so the CSP's script-src 'self' is untouched) before
 * </head>. '<' is escaped so no value can close the element.
 */
export function withBootData(template: string, data: BootData): string {
  const block = `<script type="application/json" id="${BOOT_DATA_ID}">${jsonForScript(data)}</script>`;
  return template.replace('</head>', () => `${block}</head>`);
}
