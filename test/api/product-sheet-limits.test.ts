import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { products } from '#server/db/schema';
import { MAX_SHEET_ROWS, PRODUCT_SHEET_MESSAGES as M } from '#shared/product-sheet';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { SHEET_END, SHEET_START, repeatedPart, xlsxParts, zip, zipPart } from '../zip';

/**
 * Spreadsheets made to exhaust the server (a sparse row to column XFD, zip
 * bombs) are refused with a Spanish 4xx the moment a limit is passed, while the server, a real
 * listening one, keeps answering its health check.
 */
describeEachEngine('spreadsheet limits', (engine) => {
  let t: TestApp;
  let cookie: string;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = (await t.signIn('editor')).cookie;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    // The client's first connection is not the server's slowness.
    expect((await fetch(`${base}/api/health`)).status).toBe(200);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  /**
   * Sends the file for the dry run over HTTP while /api/health is asked every 50 ms; the
   * answer, and how much the heap grew meanwhile (the crash this guards against took gigabytes).
   */
  async function checkWhileWatched(file: Buffer, name: string) {
    let watching = true;
    const heapBefore = process.memoryUsage().heapUsed;
    const health: { status: number }[] = [];
    const watch = (async () => {
      while (watching) {
        const response = await fetch(`${base}/api/health`);
        await response.arrayBuffer();
        health.push({ status: response.status });
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)]), name);
    const response = await fetch(`${base}/api/admin/product-sheets/check`, {
      method: 'POST',
      body: form,
      headers: { cookie },
    });
    const body = (await response.json()) as { error: { message: string } };
    // A few more checks after the answer: the server is still there.
    await new Promise((resolve) => setTimeout(resolve, 300));
    watching = false;
    await watch;
    return {
      status: response.status,
      message: body.error.message,
      health,
      heapGrowth: process.memoryUsage().heapUsed - heapBefore,
    };
  }

  const expectResponsive = (result: Awaited<ReturnType<typeof checkWhileWatched>>) => {
    expect(result.health.length).toBeGreaterThan(1);
    expect(result.health.every((h) => h.status === 200)).toBe(true);
    // Memory, not a stopwatch: tests never assert timings (those are the benchmark's).
    expect(result.heapGrowth).toBeLessThan(400 * 1024 * 1024);
  };

  const header =
    '<row r="1"><c r="A1" t="inlineStr"><is><t>Nombre</t></is></c><c r="B1" t="inlineStr"><is><t>Precio</t></is></c></row>';

  it('a sheet whose rows each hold one cell in column XFD is refused at once', async () => {
    const rows = Array.from(
      { length: 50_000 },
      (_, i) => `<row r="${i + 2}"><c r="XFD${i + 2}" t="inlineStr"><is><t>x</t></is></c></row>`,
    );
    const file = zip(
      xlsxParts(
        zipPart('xl/worksheets/sheet1.xml', SHEET_START + header + rows.join('') + SHEET_END),
      ),
    );
    expect(file.length).toBeLessThan(400_000);
    const result = await checkWhileWatched(file, 'dispersa.xlsx');
    expect(result.status).toBe(400);
    expect(result.message).toBe(M.tooManyColumns);
    expectResponsive(result);
  });

  it('past 20.000 rows the reading stops with a Spanish 400', async () => {
    const rows = Array.from(
      { length: MAX_SHEET_ROWS + 1 },
      (_, i) =>
        `<row r="${i + 2}"><c r="A${i + 2}" t="inlineStr"><is><t>P${i}</t></is></c><c r="B${i + 2}"><v>100</v></c></row>`,
    );
    const file = zip(
      xlsxParts(
        zipPart('xl/worksheets/sheet1.xml', SHEET_START + header + rows.join('') + SHEET_END),
      ),
    );
    const result = await checkWhileWatched(file, 'larga.xlsx');
    expect(result.status).toBe(400);
    expect(result.message).toBe(M.tooManyRows);
  });

  it('a zip bomb (1 GB of zeros in a part nobody reads) is a 413 before anything unpacks', async () => {
    const bomb = repeatedPart('xl/media/ceros.bin', Buffer.alloc(1024 * 1024), 1024);
    const file = zip([
      ...xlsxParts(zipPart('xl/worksheets/sheet1.xml', SHEET_START + header + SHEET_END)),
      bomb,
    ]);
    expect(file.length).toBeLessThan(1.5 * 1024 * 1024);
    const result = await checkWhileWatched(file, 'bomba.xlsx');
    expect(result.status).toBe(413);
    expect(result.message).toBe(M.tooLargeUnpacked);
    expectResponsive(result);
  });

  it('a 10 MB worksheet that lies about its size is refused once its bytes pass the declared ones', async () => {
    // Valid XML without end (empty rows), ~10 GB unpacked, declared as 50 MB.
    const rows = Buffer.from('<row/>'.repeat((1024 * 1024) / 8), 'utf8');
    const lying = repeatedPart(
      'xl/worksheets/sheet1.xml',
      rows,
      8_000,
      Buffer.from(SHEET_START + header, 'utf8'),
    );
    const file = zip(xlsxParts({ ...lying, size: 50 * 1024 * 1024 }));
    expect(file.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(file.length).toBeLessThan(10 * 1024 * 1024);
    const result = await checkWhileWatched(file, 'mentirosa.xlsx');
    expect(result.status).toBe(400);
    expect(result.message).toBe(M.unreadable);
    expectResponsive(result);
    // Nothing was written.
    expect(await t.db.select({ id: products.id }).from(products)).toEqual([]);
  }, 120_000);

  it('a CSV with data past column 100 is refused', async () => {
    const file = Buffer.from(`Nombre;Precio\r\nPiso;100${';'.repeat(150)}x\r\n`, 'utf8');
    const result = await checkWhileWatched(file, 'ancha.csv');
    expect(result.status).toBe(400);
    expect(result.message).toBe(M.tooManyColumns);
  });
});
