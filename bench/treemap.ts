// Treemaps of what each storefront page loads first, from the client build's module sizes
// (BUNDLE_STATS, rollup-plugin-visualizer's raw data; see vite.config.ts).
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

interface TreeNode {
  name: string;
  uid?: string;
  children?: TreeNode[];
}

interface BundleStats {
  version: number;
  tree: TreeNode;
  nodeParts: Record<string, { renderedLength: number; gzipLength: number; metaUid: string }>;
  nodeMetas: Record<string, { id: string; moduleParts: Record<string, string> }>;
  env: unknown;
  options: unknown;
}

export interface PageModules {
  /** The treemap's HTML file, beside latest.md. */
  treemap: string;
  /** Bytes by package (node_modules) or by source folder, largest first (gzip per module). */
  groups: { name: string; raw: number; gzip: number }[];
}

/** 'react-dom', '@mui/material/Button', 'src/client/features/catalog', 'src/shared'. */
function groupOf(id: string): string {
  const nodeModules = id.lastIndexOf('/node_modules/');
  if (nodeModules >= 0) {
    const parts = id.slice(nodeModules + '/node_modules/'.length).split('/');
    const name = parts[0]?.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? id);
    // MUI is most of the weight: named by component folder, it says which ones a page uses.
    if (name === '@mui/material' || name === '@mui/icons-material') {
      const inner = parts[2] === 'esm' ? parts.slice(3) : parts.slice(2);
      return `${name}/${inner[0]?.replace(/\.js$/, '') ?? ''}`;
    }
    return name;
  }
  const source = id.indexOf('/src/');
  if (source >= 0) return path.dirname(id.slice(source + 1));
  return id.replace(/\0/g, '');
}

const pageSlug = (page: string) =>
  page === '/' ? 'inicio' : page.startsWith('/producto/') ? 'producto' : page.replace(/\W+/g, '');

/**
 * For each page, a treemap (HTML, drawn by rollup-plugin-visualizer's CLI) of the chunks it
 * loaded, and the heaviest packages and folders in them. The gzip figures are per module, a
 * little more than the same code compressed together, as the page's total is measured.
 */
export async function pageTreemaps(
  statsFile: string,
  pageFiles: Record<string, string[]>,
  outDir: string,
): Promise<Record<string, PageModules>> {
  const stats = JSON.parse(await readFile(statsFile, 'utf8')) as BundleStats;
  const result: Record<string, PageModules> = {};
  for (const [page, files] of Object.entries(pageFiles)) {
    const chunks = new Set(files.filter((f) => f.endsWith('.js')));
    const pageStats: BundleStats = {
      ...stats,
      tree: {
        name: 'root',
        children: (stats.tree.children ?? []).filter((c) => chunks.has(c.name)),
      },
    };
    const groups = new Map<string, { name: string; raw: number; gzip: number }>();
    for (const meta of Object.values(stats.nodeMetas)) {
      for (const [chunk, partUid] of Object.entries(meta.moduleParts)) {
        const part = stats.nodeParts[partUid];
        if (!chunks.has(chunk) || !part) continue;
        const name = groupOf(meta.id);
        const group = groups.get(name) ?? { name, raw: 0, gzip: 0 };
        group.raw += part.renderedLength;
        group.gzip += part.gzipLength;
        groups.set(name, group);
      }
    }
    const slug = pageSlug(page);
    const json = path.join(outDir, `treemap-${slug}.json`);
    const treemap = path.join(outDir, `treemap-${slug}.html`);
    await writeFile(json, JSON.stringify(pageStats));
    await promisify(execFile)(path.resolve('node_modules/.bin/rollup-plugin-visualizer'), [
      '--template',
      'treemap',
      '--title',
      `Primera carga de ${page}`,
      '--filename',
      treemap,
      json,
    ]);
    result[page] = { treemap, groups: [...groups.values()].sort((a, b) => b.gzip - a.gzip) };
  }
  return result;
}
