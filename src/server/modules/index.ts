import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ShopModule } from './module';

/*
 * The one home of the rule "a module is a folder here whose index.ts exports `shopModule`":
 * nobody lists the modules. A new folder is registered by app.ts at the next start.
 */

/**
 * The folders, as scripts/build.mjs found them (esbuild's `define`): the built server runs
 * without the sources. Undefined when the server runs from the sources (tsx, Vitest).
 */
declare const __SHOP_MODULE_FOLDERS__: readonly string[] | undefined;

/** Every folder beside this file, sorted by name: the order the modules are registered in. */
export function moduleFolders(dir = fileURLToPath(new URL('.', import.meta.url))): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

function isShopModule(value: unknown): value is ShopModule {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof ShopModule, unknown>>;
  return (
    typeof candidate.name === 'string' &&
    typeof candidate.routes === 'function' &&
    (candidate.tasks === undefined || typeof candidate.tasks === 'function')
  );
}

async function loadModule(folder: string): Promise<ShopModule> {
  const entry = `src/server/modules/${folder}/index.ts`;
  let exports: unknown;
  try {
    // A glob for esbuild (every ./*/index.ts goes into the bundle), a plain path for tsx and Vitest.
    exports = await import(`./${folder}/index.ts`);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Module folder ${folder}: ${entry} could not be loaded (${reason})`, {
      cause: error,
    });
  }
  const shopModule: unknown =
    typeof exports === 'object' && exports !== null && 'shopModule' in exports
      ? exports.shopModule
      : undefined;
  if (!isShopModule(shopModule) || shopModule.name !== folder) {
    throw new Error(
      `Module folder ${folder}: ${entry} must export \`shopModule: ShopModule\` with name '${folder}'`,
    );
  }
  return shopModule;
}

/** The shop's modules, one per folder, in moduleFolders' order (app.ts registers them). */
export async function loadModules(
  folders: readonly string[] = typeof __SHOP_MODULE_FOLDERS__ === 'undefined'
    ? moduleFolders()
    : __SHOP_MODULE_FOLDERS__,
): Promise<ShopModule[]> {
  const modules: ShopModule[] = [];
  // One after another: the same order of evaluation on every start.
  for (const folder of folders) modules.push(await loadModule(folder));
  return modules;
}
