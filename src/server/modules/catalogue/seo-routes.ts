import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client';
import { escapeHtml } from '#server/pages/html';
import { allCategoryPaths } from '#shared/category-paths';
import { SITEMAP_PATHS, href } from '#shared/pages';
import { getTaxonomy, publishedProductDates } from './catalog-read';
import { PAGE_PATHS as P } from '#shared/page-paths';

/** The sitemap protocol allows 50,000 URLs per file. */
const MAX_SITEMAP_URLS = 50_000;

/**
 * /sitemap.xml lists the public pages, every category page and every product; /robots.txt points
 * to it.
 */
export function seoRoutes(db: Db, publicUrl: string) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.get('/robots.txt', async (_request, reply) => {
      const body = [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /api/',
        'Disallow: /carrito',
        'Disallow: /checkout',
        'Disallow: /pedido/',
        '',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ].join('\n');
      return reply.header('cache-control', 'public, max-age=3600').type('text/plain').send(body);
    });

    app.get('/sitemap.xml', async (_request, reply) => {
      const categoryPaths = allCategoryPaths(await getTaxonomy(db));
      const pagePaths = [...SITEMAP_PATHS, ...categoryPaths].slice(0, MAX_SITEMAP_URLS);
      const rows = await publishedProductDates(db, MAX_SITEMAP_URLS - pagePaths.length);
      const entries = [
        ...pagePaths.map((p) => `  <url><loc>${escapeHtml(`${publicUrl}${p}`)}</loc></url>`),
        ...rows.map(
          (row) =>
            `  <url><loc>${escapeHtml(`${publicUrl}${href(P.product, { id: row.id })}`)}</loc><lastmod>${row.updatedAt.toISOString()}</lastmod></url>`,
        ),
      ];
      const xml = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...entries,
        '</urlset>',
        '',
      ].join('\n');
      return reply
        .header('cache-control', 'public, max-age=3600')
        .type('application/xml; charset=utf-8')
        .send(xml);
    });
  };
}
