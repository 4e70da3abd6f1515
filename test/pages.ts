import type { BootData } from '#shared/boot-data';

/** A built index.html as Vite writes it: the entry script and an empty root. */
export const INDEX_HTML = `<!doctype html><html><head><title>Tienda</title>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
</head><body><div id="root"></div></body></html>`;

/** The boot data block of a served page. */
export const bootData = (html: string): BootData =>
  JSON.parse(
    /<script type="application\/json" id="boot-data">(.*?)<\/script>/s.exec(html)?.[1] ?? 'null',
  );

/** The answers a served page hands the browser's query cache, as key and data. */
export const bootQueries = (html: string) =>
  bootData(html).queries.queries.map(({ queryKey, state }) => ({
    key: queryKey,
    data: state.data,
  }));
