import { describe, expect, it } from 'vitest';
import { PAGE_PATHS } from '#shared/page-paths';
import { createQueryClient } from './query-client';
import { createRoutes, pagePaths, resolveMatchedModules } from './router';

describe('the route table', () => {
  const routes = createRoutes(createQueryClient());

  it('names every page of PAGE_PATHS, and nothing else', () => {
    expect(new Set(pagePaths(routes))).toEqual(new Set(Object.values(PAGE_PATHS)));
  });

  it("names each page by its module's path in Vite's manifest, and loads it", async () => {
    const matches = await resolveMatchedModules(routes, '/producto/abc');
    expect(matches.map(({ route }) => route.id)).toEqual([undefined, 'routes/product.tsx']);
    const page = matches[1]?.route;
    expect(page?.Component).toBeTypeOf('function');
    expect(page?.loader).toBeTypeOf('function');
    expect(page?.handle).toMatchObject({ serverRendered: true });
  });
});
