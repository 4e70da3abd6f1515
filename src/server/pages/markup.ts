import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { CreateStorefront } from '#shared/boot-data';

/**
 * The storefront's server side from the build (dist/ssr/render-page.js). A build without it
 * cannot serve its pages: the start fails, naming the file.
 */
export async function loadStorefront(file: URL): Promise<CreateStorefront> {
  const name = fileURLToPath(file);
  if (!existsSync(name)) throw new Error(`Falta ${name}: ejecutá npm run build`);
  const module = (await import(file.href)) as { createStorefront?: unknown };
  if (typeof module.createStorefront !== 'function')
    throw new Error(`${name} no exporta createStorefront`);
  return module.createStorefront as CreateStorefront;
}
