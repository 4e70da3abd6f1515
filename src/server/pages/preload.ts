import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ImagePreload } from '#shared/page-head';
import { escapeHtml } from './html';

/** The part of Vite's build manifest (dist/client/.vite/manifest.json) that preloading needs. */
export type ViteManifest = Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;

export function readManifest(clientDir: string): ViteManifest | null {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as ViteManifest;
}

/**
 * The chunks a page needs beyond the entry (which the template already loads): the app and the
 * matched routes' modules (named by the route table: src/client/router.tsx), with everything
 * they import. Preloaded, the browser fetches them alongside the entry instead of one after
 * another as each runs.
 */
export function routeChunks(manifest: ViteManifest, modules: string[]): string[] {
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
  for (const module of modules) collect(module);
  return [...needed].flatMap((key) => {
    const file = manifest[key]?.file;
    return file ? [`/${file}`] : [];
  });
}

export function modulePreloadTags(files: string[]): string[] {
  return files.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`);
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
