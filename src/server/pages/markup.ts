import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { RenderPage } from '../../shared/boot-data';

/**
 * The storefront's server-side renderer from the build (dist/ssr/render-page.js), or undefined
 * where there is none (the dev server, a build without it): pages are then rendered in the browser.
 */
export async function loadMarkupRenderer(file: URL): Promise<RenderPage | undefined> {
  if (!existsSync(fileURLToPath(file))) return undefined;
  const module = (await import(file.href)) as { renderPage?: unknown };
  if (typeof module.renderPage !== 'function')
    throw new Error(`${fileURLToPath(file)} no exporta renderPage`);
  return module.renderPage as RenderPage;
}
