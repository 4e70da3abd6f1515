import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { shopModule as healthModule } from './health';
import { loadModules } from './index';
import { shopModule as stockModule } from './stock';

const MODULES_DIR = fileURLToPath(new URL('.', import.meta.url));

describe('the server modules, found from their folders (nobody lists them)', () => {
  it('loads one module per folder of src/server/modules, named as it and in name order', async () => {
    const folders = readdirSync(MODULES_DIR)
      .filter((name) => statSync(path.join(MODULES_DIR, name)).isDirectory())
      .sort();
    expect(folders).toContain('health');

    const modules = await loadModules();

    expect(modules.map((module) => module.name)).toEqual(folders);
    for (const module of modules) {
      expect(typeof module.routes, module.name).toBe('function');
      expect(['undefined', 'function'], module.name).toContain(typeof module.tasks);
    }
    // The very objects the folders export, not copies.
    expect(modules[folders.indexOf('health')]).toBe(healthModule);
    expect(modules[folders.indexOf('stock')]).toBe(stockModule);
  });

  it('a folder without its index.ts stops the start with a message naming the folder', async () => {
    await expect(loadModules(['health', 'suppliers'])).rejects.toThrow(
      'Module folder suppliers: src/server/modules/suppliers/index.ts could not be loaded',
    );
  });
});
