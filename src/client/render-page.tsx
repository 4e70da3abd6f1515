// The server's side of a storefront page: built by Vite (scripts/build.mjs) into dist/ssr and
// loaded by the server, never by the browser.
import { renderToString } from 'react-dom/server';
import {
  type DataStrategyFunction,
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
} from 'react-router';
import { CacheProvider } from '@emotion/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import type { RenderPage } from '../shared/boot-data';
import { AppProviders } from './app-providers';
import { seedBootData } from './boot-data';
import { createQueryClient } from './query-client';
import { routes } from './router';

const handler = createStaticHandler(routes);

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

/**
 * The routes' modules are loaded, but no loader runs: a loader only warms the browser's query
 * cache, and here every answer the page needs was given (input.queries).
 */
const modulesOnly: DataStrategyFunction = async ({ matches }) => {
  const results = await Promise.all(
    matches.map(async (match) => [match.route.id, await match.resolve(() => null)] as const),
  );
  return Object.fromEntries(results);
};

/**
 * The page's markup with the data the server already has, and the styles it uses. Null when
 * the address is not a page to render here (a redirect, say): the browser renders it.
 */
export const renderPage: RenderPage = async ({ url, settings, queries }) => {
  const context = await handler.query(new Request(url), { dataStrategy: modulesOnly });
  if (context instanceof Response) return null;
  const queryClient = createQueryClient();
  seedBootData(queryClient, { settings, queries });
  const router = createStaticRouter(handler.dataRoutes, context);
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
  queryClient.clear();
  return {
    html,
    styles: emotion.constructStyleTagsFromChunks({ html, styles: insertedStyles(cache) }),
    router: { loaderData: context.loaderData },
  };
};
