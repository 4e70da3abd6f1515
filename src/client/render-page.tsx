// The server's side of a storefront page: built by Vite (scripts/build.mjs) into dist/ssr and
// loaded by the server, never by the browser.
import { renderToString } from 'react-dom/server';
import {
  type StaticHandlerContext,
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
} from 'react-router';
import { type QueryClient, dehydrate } from '@tanstack/react-query';
import { CacheProvider } from '@emotion/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { BootData, CreateStorefront, PageAnswer, PageRequest } from '#shared/boot-data';
import { queryKeys } from '#shared/query-keys';
import { setApiTransport } from './api-client';
import { AppProviders } from './app-providers';
import { isPageHandle } from './page';
import { createQueryClient } from './query-client';
import { pagePaths, resolveMatchedModules } from './router';
import { createRoutes } from './route-table';

/**
 * Every style the render inserted, not only those whose class names are in the markup (Emotion's
 * "critical" extraction): MUI composes most components from styles it never puts on an element,
 * and the browser, taking the page over, would insert again each one missing from the page's
 * style tags (dozens of rules, each one more work in the middle of hydration).
 */
function insertedStyles(cache: EmotionCache) {
  const styles: { key: string; ids: string[]; css: string }[] = [];
  const regular = { key: cache.key, ids: [] as string[], css: '' };
  for (const [id, css] of Object.entries(cache.inserted)) {
    if (typeof css !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      // A global style (CssBaseline's, say) has a tag of its own, as Emotion expects.
      styles.push({ key: `${cache.key}-global`, ids: [id], css });
    } else {
      regular.ids.push(id);
      regular.css += css;
    }
  }
  // Component styles after the global ones, as in Emotion's own extraction.
  return [...styles, regular];
}

/** Resolves once no query is fetching: every answer a loader started is in (or failed). */
function settled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (queryClient.isFetching() === 0) return resolve();
    const stop = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      stop();
      resolve();
    });
  });
}

const hasFailed = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .some((query) => query.state.status === 'error');

/**
 * One page: the route table, made for a query client of this request, matches the URL; the
 * matched pages' loaders run here as they do in the browser (their requests go to the API in
 * process); then the page's head, image and — for a page drawn on the server whose data all
 * arrived — markup. The browser takes the same query cache over (dehydrate/hydrate).
 */
async function render({ url, settings, publicUrl }: PageRequest): Promise<PageAnswer> {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.settings, settings);
  const routes = createRoutes(queryClient);
  const location = new URL(url);
  const matches = await resolveMatchedModules(routes, location.pathname);
  const leaf = matches.at(-1);
  const handle = isPageHandle(leaf?.route.handle) ? leaf.route.handle : {};
  const modules = matches.flatMap(({ route }) =>
    route.id?.startsWith('routes/') ? [route.id] : [],
  );

  let markup: PageAnswer['markup'] = null;
  let router: BootData['router'];
  if (handle.serverRendered) {
    const handler = createStaticHandler(routes);
    const context = await handler.query(new Request(url));
    await settled(queryClient);
    const moved = context instanceof Response ? redirectAnswer(context) : null;
    if (moved) {
      queryClient.clear();
      return moved;
    }
    if (!(context instanceof Response) && !hasFailed(queryClient)) {
      markup = renderMarkup(queryClient, createStaticRouter(handler.dataRoutes, context), context);
      router = { loaderData: context.loaderData };
    }
  }
  const page = {
    queryClient,
    params: leaf?.params ?? {},
    url: location,
    shop: settings,
    publicUrl,
  };
  const head = handle.head?.(page) ?? null;
  const answer: PageAnswer = {
    status: head?.status ?? 200,
    head,
    image: handle.image?.(page),
    modules,
    markup,
    boot: { queries: dehydrate(queryClient), ...(router ? { router } : {}) },
  };
  queryClient.clear();
  return answer;
}

/** A loader's redirect as the page's answer (its status and Location only), if it is one. */
function redirectAnswer(response: Response): PageAnswer | null {
  const location = response.headers.get('location');
  if (!location || response.status < 300 || response.status > 399) return null;
  return {
    status: response.status,
    redirect: location,
    head: null,
    modules: [],
    markup: null,
    boot: { queries: { queries: [], mutations: [] } },
  };
}

/** The page's markup with the data the loaders brought, and the styles it uses. */
function renderMarkup(
  queryClient: QueryClient,
  router: ReturnType<typeof createStaticRouter>,
  context: StaticHandlerContext,
) {
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProviders queryClient={queryClient}>
        {/* hydrate={false}: no inline script (the CSP forbids it); the boot data carries it. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </CacheProvider>,
  );
  return {
    html,
    styles: emotion.constructStyleTagsFromChunks({ html, styles: insertedStyles(cache) }),
  };
}

/** The storefront's server side: the route table's page paths and the renderer of one page. */
export const createStorefront: CreateStorefront = (api) => {
  setApiTransport((path) => api(path));
  return { paths: [...new Set(pagePaths(createRoutes(createQueryClient())))], render };
};
