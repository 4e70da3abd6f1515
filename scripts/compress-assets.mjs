// Writes .br and .gz next to every hashed asset worth compressing, at the highest levels; the
// server sends them when the browser accepts them (@fastify/static preCompressed).
import { readFile, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** @param {string} assetsDir */
export async function compressAssets(assetsDir) {
  for (const name of await readdir(assetsDir)) {
    if (!/\.(js|css|svg|json)$/.test(name)) continue;
    const file = path.join(assetsDir, name);
    const content = await readFile(file);
    if (content.length < 1024) continue;
    await writeFile(`${file}.gz`, gzipSync(content, { level: 9 }));
    await writeFile(
      `${file}.br`,
      brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
  }
}
