import type { Db } from '#server/db/client';
import { receiveStock } from './service';

/**
 * The demo catalogue's stock: tiles in two or three lots of plausible sizes, a few
 * sold "a pedido" with no stock yet, bags and units in one lot. Generous enough that the demo's
 * flows (and the e2e specs that order from it) always find their boxes.
 */
export function demoStockSettings(flooring: boolean, n: number) {
  const backorder = flooring && n % 11 === 0;
  return {
    trackStock: true,
    backorderDays: backorder ? 20 : null,
    lowStockThreshold: flooring ? 40 : 10,
  };
}

export async function seedDemoStock(
  db: Db,
  productId: string,
  flooring: boolean,
  n: number,
): Promise<void> {
  if (flooring && n % 11 === 0) return;
  const actor = { id: null, name: 'Carga inicial' };
  const lots: [string, string, string, number][] = flooring
    ? [
        [`L${2400 + n}`, `T${1 + (n % 4)}`, '9', 120 + (n % 60)],
        [`L${2500 + n}`, `T${2 + (n % 3)}`, '10', 60 + ((n * 7) % 40)],
        ...(n % 3 === 0
          ? [[`L${2600 + n}`, 'T1', '9', 24] as [string, string, string, number]]
          : []),
      ]
    : [['', '', '', 150 + (n % 100)]];
  for (const [code, tono, calibre, quantity] of lots) {
    await receiveStock(
      db,
      productId,
      {
        code,
        tono: tono || null,
        calibre: calibre || null,
        receivedOn: '2026-11-02',
        note: null,
        quantity,
      },
      actor,
      'Carga inicial de la demo',
    );
  }
}
