// @vitest-environment happy-dom
import type { DetachedWindowAPI } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readBootData } from '#client/boot-data';
import { isPageHandle } from '#client/page';
import { createQueryClient } from '#client/query-client';
import { pagePaths, resolveMatchedModules } from '#client/router';
import { createRoutes } from '#client/route-table';
import { startApp } from '#client/start-app';
import type { Taxonomy } from '#shared/catalog';
import { allCategoryPaths } from '#shared/category-paths';
import { type StorefrontServer, startStorefrontServer } from './servers/start';

/**
 * Every page the server draws is taken over by the browser's app (src/client/start-app.tsx, the
 * code main.tsx runs) in happy-dom, from the HTML the real server sent (test/servers/storefront.ts,
 * a child process: this file's globals are a browser's). A hydration mismatch — markup the first
 * browser render would draw differently — is only a recoverable error in React 19, invisible in
 * the page but a full re-render on the shopper's phone. Any one fails here.
 */
describe('server-drawn pages hydrate without a mismatch', () => {
  let server: StorefrontServer | undefined;
  let origin = '';
  const drawn = new Map<string, string>();

  beforeAll(async () => {
    server = await startStorefrontServer();
    const started = server;
    origin = started.url;
    (window as unknown as { happyDOM: DetachedWindowAPI }).happyDOM.setURL(origin);

    // The route table names the pages the server draws: each one, with its parameters filled
    // (a category page's path: the deepest one the catalogue has).
    const taxonomy = (await (await fetch(`${origin}/api/taxonomy`)).json()) as Taxonomy;
    const categoryPage = allCategoryPaths(taxonomy).sort((a, b) => b.length - a.length)[0];
    const routes = createRoutes(createQueryClient());
    for (const path of new Set(pagePaths(routes))) {
      const concrete = path
        .replace(':id', started.productId)
        .replace(':token', started.orderToken)
        .replace(/^\/productos\/\*$/, categoryPage ?? '')
        .replace(/:[a-z]+/gi, 'x');
      const leaf = (await resolveMatchedModules(routes, concrete)).at(-1);
      const handle = isPageHandle(leaf?.route.handle) ? leaf.route.handle : {};
      if (handle.serverRendered) drawn.set(path, concrete);
    }
    // A list searched, filtered and sorted draws its filter panel, chips and order set.
    drawn.set(
      '/productos (filtrada)',
      '/productos?buscar=roble&marca=Andina&orden=price-asc&oferta=1',
    );
  }, 120_000);

  afterAll(async () => {
    // Requests still under way end here, not against a stopped server.
    await (window as unknown as { happyDOM: DetachedWindowAPI }).happyDOM.abort();
    server?.stop();
  });

  it('the route table says which pages the server draws: home, list, category page and product at least', () => {
    expect([...drawn.keys()]).toEqual(
      expect.arrayContaining(['/', '/productos', '/productos/*', '/producto/:id']),
    );
  });

  it('each drawn page is taken over by the app with no recoverable error', async () => {
    for (const [name, path] of drawn) {
      const url = `${origin}${path}`;
      // The document is at the page's address: its requests are same-origin, as in a browser.
      (window as unknown as { happyDOM: DetachedWindowAPI }).happyDOM.setURL(url);
      const answer = await fetch(url);
      expect(answer.status, name).toBe(200);
      const html = await answer.text();
      expect(html, name).toMatch(/<div id="root"><[a-z]/);

      // The page as the browser has it before the app runs (its scripts are the app: left out).
      const page = new DOMParser().parseFromString(html, 'text/html');
      for (const script of page.querySelectorAll('script[src]')) script.remove();
      document.head.innerHTML = page.head.innerHTML;
      document.body.innerHTML = page.body.innerHTML;
      const root = document.getElementById('root');
      if (!root) throw new Error(`${name}: sin #root`);
      const heading = root.querySelector('h1');
      expect(heading, name).not.toBeNull();

      const errors: string[] = [];
      const consoleError = console.error;
      console.error = (...args: unknown[]) =>
        errors.push(args.map((a) => (a instanceof Error ? String(a.stack) : String(a))).join(' '));
      let app: { unmount(): void } | undefined;
      const queryClient = createQueryClient();
      try {
        await new Promise<void>((resolve, reject) => {
          startApp({
            root,
            queryClient,
            boot: readBootData(),
            // After the hydration commit, which has reported its recoverable errors by then.
            onReady: resolve,
            onRecoverableError: (error) =>
              errors.push(error instanceof Error ? String(error.stack) : String(error)),
          }).then((started) => {
            app = started;
          }, reject);
        });
      } finally {
        console.error = consoleError;
      }
      expect(errors, name).toEqual([]);
      // Taken over, not redrawn: the elements the shopper was reading are the same ones.
      expect(heading?.isConnected, name).toBe(true);
      expect(root.querySelector('h1'), name).toBe(heading);
      // What the app asked for once running (the signed-in check) is answered before it goes.
      await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
      app?.unmount();
    }
  }, 120_000);
});
