// Builds the client (Vite), its server-side renderer (Vite, SSR) and the server (esbuild) into dist/.
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import { build as viteBuild } from 'vite';
import { build as esbuild } from 'esbuild';
import { tsImport } from 'tsx/esm/api';
import { compressAssets } from './compress-assets.mjs';

process.chdir(new URL('..', import.meta.url).pathname);

// DIST_DIR lets several builds live side by side (parallel e2e runs); default dist/.
const out = process.env.DIST_DIR ?? 'dist';
await rm(out, { recursive: true, force: true });
await viteBuild({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  build: { outDir: `${process.cwd()}/${out}/client`, emptyOutDir: true },
});
await compressAssets(`${out}/client/assets`);
// The storefront's server-side renderer (src/client/render-page.tsx), one bundle for Node.
await viteBuild({
  configFile: 'vite.config.ts',
  logLevel: 'warn',
  // One file with its dependencies, in React's production mode whatever NODE_ENV the server has
  // (the browser's build is production too: both must render the same class names).
  ssr: { noExternal: true },
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: {
    ssr: `${process.cwd()}/src/client/render-page.tsx`,
    outDir: `${process.cwd()}/${out}/ssr`,
    emptyOutDir: true,
    manifest: false,
    copyPublicDir: false,
  },
});
await mkdir(`${out}/server`, { recursive: true });
// The server's modules are found, not listed (src/server/modules/index.ts): the built server runs
// without the sources, so their folders are written into it. Their files come in through the
// module loader's import(`./${folder}/index.ts`), which esbuild bundles as a glob.
const { moduleFolders } = await tsImport('../src/server/modules/index.ts', import.meta.url);
await esbuild({
  entryPoints: ['src/server/main.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: `${out}/server/main.js`,
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
  define: { __SHOP_MODULE_FOLDERS__: JSON.stringify(moduleFolders()) },
});
await cp('src/server/db/migrations', `${out}/server/migrations`, { recursive: true });
await writeFile(`${out}/.build-stamp`, new Date().toISOString());
console.log(`Build listo en ${out}/`);
