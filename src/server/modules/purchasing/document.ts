import { eq, sql } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { formatDate, formatMoney, formatNumber } from '#shared/format';
import { quantityText as unitQuantityText } from '#shared/order-lines';
import { PURCHASING_MESSAGES as M, type PurchaseOrder } from '#shared/purchasing/contract';
import type { ShopSettings } from '#shared/settings';
import type { Db } from '#server/db/client';
import { mailQueue, purchaseOrders } from '#server/db/schema';
import { AppError } from '#server/errors';
import type { MailMessage } from '#server/lib/mail';
import { button, definitionTable, esc, mailDocument, paragraph } from '#server/lib/mail-html';
import { hashToken, newToken } from '#server/lib/tokens';
import { getShopSettings } from '../content/settings';
import { pdfText } from '../orders/order-pdf';
import { recordActivity } from '../staff/activity';
import { lockPurchaseOrder, purchaseOrderDetail } from './orders';

const MARGIN = 40;

/** How the order's PDF is answered: 'orden-de-compra-12.pdf', never cached or indexed. */
export function purchaseOrderPdfHeaders(id: number): Record<string, string> {
  return {
    'content-type': 'application/pdf',
    'content-disposition': `inline; filename="orden-de-compra-${id}.pdf"`,
    'cache-control': 'no-store',
    'x-robots-tag': 'noindex',
  };
}

const quantityText = (line: PurchaseOrder['lines'][number]) =>
  line.saleUnit ? unitQuantityText(line.quantity, line.saleUnit) : formatNumber(line.quantity);

/**
 * The purchase order as the supplier reads it: the shop, the supplier, each line with its
 * quantity in the product's unit and the agreed cost, and the notes. Helvetica, WinAnsi text
 * (pdfText), as the order papers.
 */
export async function purchaseOrderPdf(order: PurchaseOrder, shop: ShopSettings): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang: 'es-AR',
    info: { Title: `Orden de compra N.º ${order.id}`, Author: pdfText(shop.name) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  doc.font('Helvetica-Bold').fontSize(16).text(pdfText(shop.name));
  doc.font('Helvetica').fontSize(9).fillColor('#555555');
  doc.text(pdfText(`${shop.address} · Tel. ${shop.phone} · ${shop.email}`));
  doc.moveDown().fillColor('black').font('Helvetica-Bold').fontSize(14);
  doc.text(`ORDEN DE COMPRA N.º ${order.id}`);
  doc.font('Helvetica').fontSize(10);
  doc.text(`Fecha: ${formatDate(order.sentAt ?? order.createdAt)}`);
  doc.text(pdfText(`Proveedor: ${order.supplierName}`));
  doc.moveDown();
  const columns = [
    { header: 'Producto', width: width - 250, align: 'left' as const },
    { header: 'Cantidad', width: 90, align: 'right' as const },
    { header: 'Costo unitario', width: 80, align: 'right' as const },
    { header: 'Subtotal', width: 80, align: 'right' as const },
  ];
  const row = (cells: string[], font: string) => {
    doc.font(font).fontSize(9);
    const height =
      Math.max(...cells.map((cell, i) => doc.heightOfString(cell, { width: columns[i]!.width }))) +
      4;
    if (doc.y + height > doc.page.height - MARGIN) doc.addPage();
    const y = doc.y;
    let x = MARGIN;
    cells.forEach((cell, i) => {
      const column = columns[i]!;
      doc.text(cell, x, y, { width: column.width, align: column.align });
      x += column.width;
    });
    doc.y = y + height;
    doc.x = MARGIN;
  };
  row(
    columns.map((c) => c.header),
    'Helvetica-Bold',
  );
  for (const line of order.lines) {
    const cost = line.expectedCost ?? null;
    row(
      [
        pdfText(line.productName),
        quantityText(line),
        cost === null ? '—' : formatMoney(cost),
        cost === null ? '—' : formatMoney(cost * line.quantity),
      ],
      'Helvetica',
    );
  }
  if (order.total != null) {
    doc.moveDown(0.5).font('Helvetica-Bold').fontSize(10);
    doc.text(`Total: ${formatMoney(order.total)}`, MARGIN, doc.y, { width, align: 'right' });
  }
  if (order.notes) {
    doc.moveDown().font('Helvetica-Bold').fontSize(10).text('Notas', MARGIN);
    doc.font('Helvetica').fontSize(9).text(pdfText(order.notes), { width });
  }
  doc.end();
  return finished;
}

/** The supplier's e-mail: the order's lines and a link to its PDF (the token is the key). */
function purchaseOrderMail(
  order: PurchaseOrder,
  shop: ShopSettings,
  pdfUrl: string,
): Omit<MailMessage, 'to'> {
  const subject = `Orden de compra N.º ${order.id} de ${shop.name}`;
  const rows: [string, string][] = order.lines.map((line) => [
    line.productName,
    esc(quantityText(line)),
  ]);
  const text = [
    `Hola, ${order.supplierName}:`,
    `Te enviamos la orden de compra N.º ${order.id}.`,
    ...order.lines.map((line) => `- ${line.productName}: ${quantityText(line)}`),
    order.notes ? `Notas: ${order.notes}` : '',
    `La orden en PDF: ${pdfUrl}`,
    `${shop.name} · ${shop.phone} · ${shop.email}`,
  ]
    .filter(Boolean)
    .join('\n');
  const html = mailDocument(
    subject,
    [
      paragraph(`Hola, ${esc(order.supplierName)}:`),
      paragraph(`Te enviamos la orden de compra N.º ${order.id}.`),
      definitionTable(rows),
      order.notes ? paragraph(`Notas: ${esc(order.notes)}`) : '',
      button(pdfUrl, 'Ver la orden en PDF'),
      paragraph(esc(`${shop.name} · ${shop.phone} · ${shop.email}`)),
    ].join(''),
  );
  return { subject, text, html, replyTo: shop.email };
}

/**
 * Borrador → enviada: the order's token, its e-mail to the supplier queued in the same
 * transaction (a send that fails leaves a draft and no mail), and its Actividad entry.
 */
export async function sendPurchaseOrder(
  db: Db,
  actorId: string,
  id: number,
  publicUrl: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockPurchaseOrder(tx, id);
    if (locked.status !== 'draft') throw new AppError(409, 'not_draft', M.notDraft);
    const token = newToken();
    await tx
      .update(purchaseOrders)
      .set({
        status: 'sent',
        sentAt: new Date(),
        accessTokenHash: hashToken(token),
        version: sql`${purchaseOrders.version} + 1`,
      })
      .where(eq(purchaseOrders.id, id));
    const order = await purchaseOrderDetail(tx, id, true);
    if (!order.supplierEmail) throw new AppError(409, 'no_email', M.noSupplierEmail);
    const shop = await getShopSettings(tx);
    const mail = purchaseOrderMail(order, shop, `${publicUrl}/api/purchase-orders/${token}`);
    await tx
      .insert(mailQueue)
      .values({ ...mail, to: order.supplierEmail, nextAttemptAt: new Date() });
    await recordActivity(tx, {
      actorId,
      action: 'purchase_order.send',
      subject: `Orden de compra N.º ${id}`,
      detail: `Enviada a ${order.supplierEmail}`,
    });
  });
}

/** The PDF behind the supplier's link: the order whose token this is, sent or later. */
export async function purchaseOrderPdfByToken(db: Db, token: string) {
  const [row] = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.accessTokenHash, hashToken(token)));
  if (!row) throw new AppError(404, 'not_found', M.tokenNotFound);
  const order = await purchaseOrderDetail(db, row.id, true);
  return { id: row.id, pdf: await purchaseOrderPdf(order, await getShopSettings(db)) };
}
