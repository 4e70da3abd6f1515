import { PAGE_PATHS as P } from './page-paths';

/**
 * What the shop knows of each page besides its path, in one table (the admin's screens in
 * admin-pages.ts, kept off the storefront's first load): the module that draws it
 * (src/client/routes/{file}.tsx), who may open it, its place in the admin menu, and whether the
 * sitemap lists it. The client's route table, the admin menu, the pages' guards and the server's
 * sitemap are all made from it (docs/architecture.md, "Adding a page"). A page's head (title,
 * description, noindex) is in its module's `handle`, next to what it shows.
 */

/** Who may open a page: any signed-in staff member, or only a super admin. */
export type PageRole = 'admin' | 'super_admin';

interface PublicPage {
  file: string;
  path: string;
  /** Listed in /sitemap.xml at this address (a page with subpages is listed at its base). */
  sitemap?: string;
}

/** The storefront's pages (and the admin's sign-in screens, which anyone may open). */
export const PUBLIC_PAGES = [
  { file: 'home', path: P.home, sitemap: P.home },
  { file: 'products', path: P.catalogue, sitemap: P.products },
  { file: 'product', path: P.product },
  { file: 'cart', path: P.cart },
  { file: 'shared-cart', path: P.sharedCart },
  { file: 'checkout', path: P.checkout },
  { file: 'contact', path: P.contact, sitemap: P.contact },
  { file: 'order-page', path: P.orderPage },
  { file: 'terms', path: P.terms },
  { file: 'privacy', path: P.privacy },
  { file: 'withdrawal', path: P.withdrawal },
  { file: 'admin/login', path: P.adminLogin },
  { file: 'admin/forgot-password', path: P.adminForgotPassword },
  { file: 'admin/reset-password', path: P.adminResetPassword },
] as const satisfies readonly PublicPage[];

/** The storefront's own addresses in /sitemap.xml (categories and products are added to them). */
export const SITEMAP_PATHS: readonly string[] = /* @__PURE__ */ PUBLIC_PAGES.flatMap((page) =>
  'sitemap' in page ? [page.sitemap] : [],
);

/** The names a page path's parameters take ('/pedido/:token' → 'token'). */
type ParamNames<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

type PagePath = (typeof P)[keyof typeof P];

/**
 * A link to a page, by its path in PAGE_PATHS and its parameters: `href(P.product, { id })`.
 * A missing or misnamed parameter is a type error, and each value is escaped for the URL.
 */
export function href<Path extends PagePath>(
  path: Path,
  ...[params]: ParamNames<Path> extends never ? [] : [Record<ParamNames<Path>, string>]
): string {
  if (!params) return path;
  return path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent((params as Record<string, string>)[name] ?? ''),
  );
}
