import PDFDocument from 'pdfkit';
import type { CustomerOrder } from '#shared/customer-order';
import { DELIVERY_METHOD_LABELS, deliveryCostText } from '#shared/delivery';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '#shared/format';
import { orderAdjustmentRows } from '#shared/order-adjustments';
import { lineDiscount, lineSpecialText, orderLineQuantityText } from '#shared/order-line-text';
import { perUnitText } from '#shared/order-lines';
import { paymentDayText } from '#shared/order-payments';
import { PAYMENT_METHOD_LABELS } from '#shared/orders';
import type { ShopSettings } from '#shared/settings';
import type { OrderDocument } from '#shared/admin-order-endpoints';
import type { CustomerContact } from './customer-order';

/** How every order PDF is answered: named 'presupuesto-1003.pdf', never cached or indexed. */
export function orderPdfHeaders(kind: OrderDocument, orderId: number): Record<string, string> {
  return {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="${kind}-${orderId}.pdf"`,
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex',
  };
}

/** The characters of WinAnsiEncoding beyond Latin-1's printable ones (PDF 32000-1, annex D). */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * The PDF's fonts are the standard Helvetica (no font file to ship), which writes WinAnsi:
 * every Spanish letter, º, ², $ and the typographic quotes. Anything else a customer typed
 * (another script, an emoji) becomes '?' instead of a wrong glyph.
 */
export function pdfText(text: string): string {
  return Array.from(text.normalize('NFC'), (ch) => {
    const code = ch.codePointAt(0) ?? 0;
    if (ch === '\n') return ch;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return ch;
    return WIN_ANSI_EXTRA.has(ch) ? ch : code < 0x20 ? ' ' : '?';
  }).join('');
}

const MARGIN = 40;
const FONT = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const GREY = '#555555';
const RULE = '#bbbbbb';

interface Column {
  header: string;
  width: number;
  align: 'left' | 'right';
}

/** A table that breaks across pages, repeating its header; cells wrap within their width. */
class Table {
  constructor(
    private readonly doc: PDFKit.PDFDocument,
    private readonly columns: Column[],
  ) {}

  private rowHeight(cells: string[], font: string): number {
    this.doc.font(font).fontSize(9);
    return (
      Math.max(
        ...cells.map((cell, i) =>
          this.doc.heightOfString(cell, { width: (this.columns[i]?.width ?? 0) - 6 }),
        ),
      ) + 6
    );
  }

  private draw(cells: string[], font: string, height: number): void {
    const { doc } = this;
    const y = doc.y;
    let x = MARGIN;
    doc.font(font).fontSize(9).fillColor('black');
    this.columns.forEach((column, i) => {
      doc.text(cells[i] ?? '', x + 3, y + 3, { width: column.width - 6, align: column.align });
      x += column.width;
    });
    doc
      .moveTo(MARGIN, y + height)
      .lineTo(x, y + height)
      .strokeColor(RULE)
      .lineWidth(0.5)
      .stroke();
    doc.x = MARGIN;
    doc.y = y + height;
  }

  header(): void {
    const cells = this.columns.map((c) => c.header);
    const height = this.rowHeight(cells, BOLD);
    fitOnPage(this.doc, height * 2);
    this.draw(cells, BOLD, height);
  }

  row(cells: string[], font = FONT): void {
    const height = this.rowHeight(cells, font);
    if (!fits(this.doc, height)) {
      this.doc.addPage();
      this.header();
    }
    this.draw(cells, font, height);
  }
}

const bottom = (doc: PDFKit.PDFDocument) => doc.page.height - doc.page.margins.bottom;
const fits = (doc: PDFKit.PDFDocument, height: number) => doc.y + height <= bottom(doc);

function fitOnPage(doc: PDFKit.PDFDocument, height: number): void {
  if (!fits(doc, height)) doc.addPage();
}

function sectionTitle(doc: PDFKit.PDFDocument, text: string): void {
  fitOnPage(doc, 40);
  doc.moveDown(0.8).font(BOLD).fontSize(11).fillColor('black').text(text, MARGIN);
  doc.moveDown(0.3);
}

function labelled(doc: PDFKit.PDFDocument, label: string, value: string): void {
  doc.font(BOLD).fontSize(9.5).fillColor('black').text(`${label}: `, { continued: true });
  doc.font(FONT).text(pdfText(value));
}

/** Label and amount at the right of the page, under a table's money column. */
function amountRow(doc: PDFKit.PDFDocument, label: string, amount: string, bold = false): void {
  fitOnPage(doc, 16);
  const y = doc.y + 2;
  const width = doc.page.width - 2 * MARGIN;
  doc.font(bold ? BOLD : FONT).fontSize(bold ? 11 : 9.5);
  // The amount's right edge meets the cells' (3 pt inside the table).
  doc.text(label, MARGIN, y, { width: width - 103, align: 'right' });
  doc.text(amount, MARGIN + width - 98, y, { width: 95, align: 'right' });
  doc.x = MARGIN;
}

function shopHeader(
  doc: PDFKit.PDFDocument,
  kind: OrderDocument,
  order: CustomerOrder,
  shop: ShopSettings,
): void {
  const top = MARGIN;
  doc.font(BOLD).fontSize(16).fillColor('black').text(pdfText(shop.name), MARGIN, top, {
    width: 300,
  });
  doc.font(FONT).fontSize(9).fillColor(GREY);
  doc.text(pdfText(shop.address), { width: 300 });
  doc.text(pdfText(`Tel. ${shop.phone} · ${shop.email}`), { width: 300 });
  if (shop.transfer.cuit) doc.text(`CUIT ${shop.transfer.cuit}`, { width: 300 });
  const leftBottom = doc.y;

  const right = { width: 200, align: 'right' as const };
  const x = doc.page.width - MARGIN - 200;
  doc
    .font(BOLD)
    .fontSize(16)
    .fillColor('black')
    .text(kind === 'presupuesto' ? 'PRESUPUESTO' : 'REMITO', x, top, right);
  doc.font(FONT).fontSize(10).text(`Pedido N.º ${order.id}`, x, doc.y, right);
  doc.text(`Fecha: ${formatDate(order.createdAt)}`, x, doc.y, right);
  if (kind === 'presupuesto') {
    doc.font(BOLD).text(`Válido hasta: ${formatDate(order.quoteValidUntil)}`, x, doc.y, right);
  }
  doc
    .font(FONT)
    .fontSize(8)
    .fillColor(GREY)
    .text('Documento no válido como factura', x, doc.y, right);

  doc.y = Math.max(leftBottom, doc.y) + 10;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(doc.page.width - MARGIN, doc.y)
    .strokeColor('black')
    .lineWidth(1)
    .stroke();
  doc.x = MARGIN;
  doc.fillColor('black');
}

function customerBlock(doc: PDFKit.PDFDocument, order: CustomerOrder, contact: CustomerContact) {
  sectionTitle(doc, 'Cliente');
  labelled(doc, 'Nombre', order.customerName);
  labelled(doc, 'Teléfono', contact.phone);
  labelled(doc, 'Email', contact.email);
  const { delivery } = order;
  const where =
    delivery.method === 'pickup'
      ? ''
      : ` – ${[order.customerAddress, delivery.partido, delivery.postalCode && `CP ${delivery.postalCode}`].filter(Boolean).join(', ')}`;
  labelled(doc, 'Entrega', `${DELIVERY_METHOD_LABELS[delivery.method]}${where}`);
  if (contact.comments) labelled(doc, 'Comentarios', contact.comments);
}

function linesTable(
  doc: PDFKit.PDFDocument,
  order: CustomerOrder,
  lots: ReadonlyMap<string, string>,
): void {
  sectionTitle(doc, 'Detalle');
  const table = new Table(doc, [
    { header: 'Producto', width: 165, align: 'left' },
    { header: 'Cantidad', width: 150, align: 'left' },
    { header: 'Precio unitario', width: 115, align: 'right' },
    { header: 'Subtotal', width: 85, align: 'right' },
  ]);
  table.header();
  for (const line of order.products) {
    const discount = lineDiscount(line);
    const special = lineSpecialText(line);
    const unit =
      `${formatMoney(line.unitPrice)} ${perUnitText(line.saleUnit)}` +
      (special ? `\n${special}` : '') +
      (discount
        ? `\nantes ${formatMoney(discount.listPrice)}\n${formatNumber(discount.percentage)} % de descuento`
        : '');
    const lot = lots.get(line.productName);
    table.row([
      pdfText(lot ? `${line.productName}\n${lot}` : line.productName),
      orderLineQuantityText(line),
      unit,
      formatMoney(line.lineTotal),
    ]);
  }
  const { delivery } = order;
  const discounts = orderAdjustmentRows(order.adjustments);
  doc.moveDown(0.3);
  // The discounts, the delivery and the total stay together on one page.
  fitOnPage(doc, 40 + 20 * discounts.length);
  for (const row of discounts) amountRow(doc, row.label, row.text);
  amountRow(
    doc,
    DELIVERY_METHOD_LABELS[delivery.method],
    deliveryCostText(delivery.method, delivery.cost),
  );
  amountRow(doc, 'Total', formatMoney(order.totalAmount), true);
  if (delivery.method === 'shipping' && delivery.cost === null) {
    doc.moveDown(0.3);
    doc.font(FONT).fontSize(8.5).fillColor(GREY);
    doc.text(
      'El costo del envío se acuerda aparte y no está incluido en el total.',
      MARGIN,
      doc.y,
      {
        width: doc.page.width - 2 * MARGIN,
        align: 'right',
      },
    );
    doc.fillColor('black');
  }
}

function paymentsBlock(doc: PDFKit.PDFDocument, order: CustomerOrder): void {
  sectionTitle(doc, 'Pagos');
  if (order.payments.length === 0) {
    doc.font(FONT).fontSize(9.5).text('Sin pagos registrados.');
  } else {
    const table = new Table(doc, [
      { header: 'Fecha', width: 100, align: 'left' },
      { header: 'Método', width: 250, align: 'left' },
      { header: 'Importe', width: 165, align: 'right' },
    ]);
    table.header();
    for (const payment of order.payments) {
      table.row([
        paymentDayText(payment.date),
        PAYMENT_METHOD_LABELS[payment.method],
        formatMoney(payment.amount),
      ]);
    }
  }
  doc.moveDown(0.3);
  // Pagado and Saldo stay together on one page.
  fitOnPage(doc, 40);
  amountRow(doc, 'Pagado', formatMoney(order.paidAmount));
  if (order.balanceDue < 0) {
    amountRow(doc, 'Saldo a favor del cliente', formatMoney(-order.balanceDue), true);
  } else {
    amountRow(doc, 'Saldo', formatMoney(order.balanceDue), true);
  }
}

function transferBlock(doc: PDFKit.PDFDocument, shop: ShopSettings): void {
  const t = shop.transfer;
  const rows = (
    [
      ['Titular', t.holder],
      ['CUIT', t.cuit],
      ['Banco', t.bank],
      ['CBU', t.cbu],
      ['Alias', t.alias],
    ] as const
  ).filter(([, value]) => value.trim() !== '');
  if (rows.length === 0) return;
  sectionTitle(doc, 'Datos para transferencia');
  for (const [label, value] of rows) labelled(doc, label, value);
}

function quoteTerms(doc: PDFKit.PDFDocument, order: CustomerOrder): void {
  doc.moveDown(1);
  fitOnPage(doc, 30);
  doc
    .font(FONT)
    .fontSize(9)
    .fillColor(GREY)
    .text(
      `Precios válidos hasta el ${formatDate(order.quoteValidUntil)}. Pasada esa fecha, pueden cambiar. ` +
        'El stock se confirma al coordinar el pago y la entrega.',
      MARGIN,
      doc.y,
      { width: doc.page.width - 2 * MARGIN },
    );
  doc.fillColor('black');
}

/** "Recibí conforme" and lines for the signature, its aclaración, DNI and date. */
function signatureBlock(doc: PDFKit.PDFDocument): void {
  doc.moveDown(1.5);
  fitOnPage(doc, 120);
  doc.font(BOLD).fontSize(10.5).text('Recibí conforme', MARGIN);
  doc
    .font(FONT)
    .fontSize(9)
    .text('la mercadería detallada, en buen estado y en la cantidad indicada.');
  const y = doc.y + 55;
  const width = (doc.page.width - 2 * MARGIN - 40) / 3;
  ['Firma y aclaración', 'DNI', 'Fecha'].forEach((caption, i) => {
    const x = MARGIN + i * (width + 20);
    doc
      .moveTo(x, y)
      .lineTo(x + width, y)
      .strokeColor('black')
      .lineWidth(0.8)
      .stroke();
    doc
      .font(FONT)
      .fontSize(9)
      .text(caption, x, y + 4, { width, align: 'center' });
  });
  doc.x = MARGIN;
}

/** Every page's foot: shop, document and page count (written once the pages are known). */
function pageFeet(
  doc: PDFKit.PDFDocument,
  kind: OrderDocument,
  order: CustomerOrder,
  shop: ShopSettings,
) {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const keep = doc.page.margins.bottom;
    // Text below the bottom margin would otherwise open a new page.
    doc.page.margins.bottom = 0;
    doc
      .font(FONT)
      .fontSize(8)
      .fillColor(GREY)
      .text(
        pdfText(
          `${shop.name} · ${kind === 'presupuesto' ? 'Presupuesto' : 'Remito'} del pedido N.º ${order.id} · Página ${i + 1} de ${range.count}`,
        ),
        MARGIN,
        doc.page.height - MARGIN + 10,
        { width: doc.page.width - 2 * MARGIN, align: 'center' },
      );
    doc.page.margins.bottom = keep;
  }
}

/**
 * The order's presupuesto (with the date its prices hold until) or remito (with room for the
 * customer's signature), as a PDF: shop identity, order, customer, delivery, lines, totals and
 * payments, in the same words as the e-mails and the order page (shared/order-line-text.ts).
 */
export async function orderDocumentPdf(
  kind: OrderDocument,
  order: CustomerOrder,
  contact: CustomerContact,
  shop: ShopSettings,
  now: Date = new Date(),
  /** The remito's lot per line, by the line's product name: "Lote L2401 · tono T2 · calibre 9". */
  lots: ReadonlyMap<string, string> = new Map(),
): Promise<Buffer> {
  const title = `${kind === 'presupuesto' ? 'Presupuesto' : 'Remito'} del pedido N.º ${order.id}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'es-AR',
    info: {
      Title: pdfText(title),
      Author: pdfText(shop.name),
      Subject: pdfText(`${title} · ${formatDateTime(now)}`),
      CreationDate: now,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  shopHeader(doc, kind, order, shop);
  customerBlock(doc, order, contact);
  linesTable(doc, order, lots);
  paymentsBlock(doc, order);
  if (kind === 'presupuesto') {
    transferBlock(doc, shop);
    quoteTerms(doc, order);
  } else {
    signatureBlock(doc);
  }
  pageFeet(doc, kind, order, shop);
  doc.end();
  return finished;
}
