import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './html';

/** The part of Vite's build manifest (dist/client/.vite/manifest.json) that preloading needs. */
export type ViteManifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;

/**
 * Which lazy route module renders a storefront path (the client's route table, src/client/router.tsx,
 * names the same modules). Admin pages are left out: a shopper never loads their code.
 */
const ROUTE_MODULES: [RegExp, string][] = [
  [/^\/$/, 'routes/home.tsx'],
  [/^\/productos$/, 'routes/products.tsx'],
  [/^\/producto\/[^/]+$/, 'routes/product.tsx'],
  [/^\/carrito$/, 'routes/cart.tsx'],
  [/^\/checkout$/, 'routes/checkout.tsx'],
  [/^\/contacto$/, 'routes/contact.tsx'],
];

export function readManifest(clientDir: string): ViteManifest | null {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as ViteManifest;
}

/**
 * The chunks a page needs beyond the entry (which the template already loads): the app and, for a
 * storefront path, its route's module, with everything they import. Preloaded, the browser fetches
 * them alongside the entry instead of one after another as each runs.
 */
export function routeChunks(manifest: ViteManifest, pathname: string): string[] {
  const route = ROUTE_MODULES.find(([pattern]) => pattern.test(pathname))?.[1];
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = new Set<string>(entry ? [entry] : []);
  // The entry's own static imports are already in the template's <link rel="modulepreload">.
  for (const child of (entry && manifest[entry]?.imports) || []) loaded.add(child);
  const needed = new Set<string>();
  const collect = (key: string) => {
    if (needed.has(key) || loaded.has(key) || !manifest[key]) return;
    needed.add(key);
    for (const child of manifest[key]?.imports ?? []) collect(child);
  };
  // The app: the modules the small entry (boot.ts) imports one after another, main.tsx last.
  for (const app of (entry && manifest[entry]?.dynamicImports) || []) collect(app);
  if (route) collect(route);
  return [...needed].flatMap((key) => {
    const file = manifest[key]?.file;
    return file ? [`/${file}`] : [];
  });
}

export function modulePreloadTags(files: string[]): string[] {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`);
}

/** The image a page shows largest on arrival, asked for at once at high priority. */
export interface ImagePreload {
  href: string;
  srcSet?: string;
  sizes?: string;
}

export function imagePreloadTag(image: ImagePreload): string {
  const attrs = [
    'rel="preload"',
    'as="image"',
    'fetchpriority="high"',
    `href="${escapeHtml(image.href)}"`,
    image.srcSet ? `imagesrcset="${escapeHtml(image.srcSet)}"` : '',
    image.sizes ? `imagesizes="${escapeHtml(image.sizes)}"` : '',
  ];
  return `<link ${attrs.filter(Boolean).join(' ')} />`;
}
