import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
/** pdf.js reads the 14 standard fonts' metrics from its own package (no network). */
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** The text of each page of a PDF, one text run a line, as a reader's copy would give it. */
export async function pdfPages(data: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(data), standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .filter((text) => text.trim() !== '')
        .join('\n'),
    );
  }
  await pdf.destroy();
  return pages;
}

/** The whole text of a PDF (pages in order). */
export async function pdfText(data: Uint8Array): Promise<string> {
  return (await pdfPages(data)).join('\n');
}
