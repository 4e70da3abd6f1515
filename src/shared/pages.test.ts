import { describe, expect, it } from 'vitest';
import { ADMIN_PAGE_PATHS as P } from './admin-page-paths';
import { ADMIN_PAGES } from './admin-pages';
import { PUBLIC_PAGES, SITEMAP_PATHS, href } from './pages';

describe('the page table', () => {
  it('gives every path of PAGE_PATHS one page, but the admin shell itself', () => {
    const paths = [...PUBLIC_PAGES, ...ADMIN_PAGES].map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set([...paths, P.admin, P.products])).toEqual(new Set(Object.values(P)));
  });

  it('lists in the sitemap the home, the catalogue at its base address and the contact page', () => {
    expect(SITEMAP_PATHS).toEqual(['/', '/productos', '/contacto']);
  });

  it('keeps suppliers, users, logs, activity, trash, settings, legal texts and backups to a super admin', () => {
    expect(ADMIN_PAGES.filter((page) => page.role === 'super_admin').map((p) => p.path)).toEqual([
      '/admin/proveedores',
      '/admin/usuarios',
      '/admin/logs',
      '/admin/actividad',
      '/admin/papelera',
      '/admin/configuracion',
      '/admin/legales',
      '/admin/copias',
    ]);
  });
});

describe('href', () => {
  it('fills a page path with its parameters, escaped for the address', () => {
    expect(href(P.product, { id: 'a1b2' })).toBe('/producto/a1b2');
    expect(href(P.orderPage, { token: 'a/b c' })).toBe('/pedido/a%2Fb%20c');
  });

  it('will not type-check a missing or misnamed parameter', () => {
    const wrong = () => [
      // @ts-expect-error a product's page needs its id
      href(P.product),
      // @ts-expect-error an order page's parameter is its token
      href(P.orderPage, { id: 'x' }),
    ];
    expect(wrong).toBeTypeOf('function');
  });

  it('gives a page without parameters its path', () => {
    expect(href(P.cart)).toBe('/carrito');
  });
});
