import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { ApiFetch, CreateStorefront } from '#shared/boot-data';
import type { PageSource } from '../plugins/pages';

const PROJECT = fileURLToPath(new URL('../../..', import.meta.url));
const CLIENT = path.join(PROJECT, 'src', 'client');

/**
 * npm run dev: the pages as the build serves them — drawn on the server, then hydrated — from
 * the sources. Vite, inside this server, gives the template (transformIndexHtml), the renderer
 * (ssrLoadModule, reloaded after each edit) and the client's modules with HMR on this server's
 * own socket. Emotion and MUI go through Vite as the build bundles them (scripts/build.mjs):
 * loaded natively, MUI's Emotion would be another module than the renderer's.
 */
export async function viteSource(app: FastifyInstance, api: ApiFetch): Promise<PageSource> {
  // Imported here: the built server (one bundle) must not need Vite, a devDependency.
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: path.join(PROJECT, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
    ssr: { noExternal: [/@emotion\//, /@mui\//] },
  });
  app.addHook('onClose', () => vite.close());

  // The fonts' preloads name the files the build copies; from the sources they are where Vite
  // serves files outside src/client (/@fs/…), the URLs fonts.css asks for.
  const rawTemplate = readFileSync(path.join(CLIENT, 'index.html'), 'utf8').replaceAll(
    'href="../../node_modules/',
    `href="/@fs${path.join(PROJECT, 'node_modules')}/`,
  );
  const template = (url: string) => vite.transformIndexHtml(url, rawTemplate);

  // The React plugin's preamble is an inline script: allowed by its hash, the CSP stays as strict.
  const hashes = inlineScriptHashes(await template('/'));
  app.addHook('onSend', async (_request, reply) => {
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy !== 'string' || hashes.length === 0) return;
    reply.header(
      'content-security-policy',
      policy.replace("script-src 'self'", `script-src 'self' ${hashes.join(' ')}`),
    );
  });

  let made: { module: unknown; storefront: ReturnType<CreateStorefront> } | undefined;
  return {
    template,
    async storefront() {
      const module = await vite.ssrLoadModule('/render-page.tsx').catch((error: unknown) => {
        // An edit that does not compile: the stack points into the sources, not Vite's output.
        if (error instanceof Error) vite.ssrFixStacktrace(error);
        throw error;
      });
      // The same module object until an edit reloads it: the storefront is made once per version.
      if (made?.module !== module) {
        made = { module, storefront: (module.createStorefront as CreateStorefront)(api) };
      }
      return made.storefront;
    },
    // Vite serves each route module at its path under src/client.
    chunks: (modules) => modules.map((module) => `/${module}`),
    serveFile(request, reply) {
      if (!isClientFile(request.url)) return false;
      void reply.hijack();
      vite.middlewares(request.raw, reply.raw, () => {
        reply.raw.statusCode = 404;
        reply.raw.end('No encontrado');
      });
      return true;
    },
  };
}

/** Vite's own paths (client, modules by id, dependencies) and the files of src/client. */
function isClientFile(url: string): boolean {
  const pathname = decodeURIComponent(url.split('?')[0] ?? '');
  if (pathname.startsWith('/@') || pathname.startsWith('/node_modules/')) return true;
  if (pathname === '/' || pathname.includes('..')) return false;
  return (
    existsSync(path.join(CLIENT, pathname)) || existsSync(path.join(CLIENT, 'public', pathname))
  );
}

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}
