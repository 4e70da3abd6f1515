/**
 * A lot as staff and the remito name it: "Lote L2401 · tono T2 · calibre 9", "Sin lote" for the
 * one lot of a product sold by the unit or the bag. The Stock table's dense rows abbreviate
 * "cal.".
 */
export function lotName(
  lot: { code: string; tono: string | null; calibre: string | null },
  calibre: 'calibre' | 'cal.' = 'calibre',
): string {
  return [
    lot.code ? `Lote ${lot.code}` : 'Sin lote',
    lot.tono && `tono ${lot.tono}`,
    lot.calibre && `${calibre} ${lot.calibre}`,
  ]
    .filter(Boolean)
    .join(' · ');
}
