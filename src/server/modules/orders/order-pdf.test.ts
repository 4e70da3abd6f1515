import { describe, expect, it } from 'vitest';
import type { CustomerOrder } from '#shared/customer-order';
import { pdfPages } from '#test/pdf-text';
import { orderDocumentPdf, pdfText } from './order-pdf';
import { DEFAULT_SHOP_SETTINGS } from '../content/settings';

const contact = { email: 'ana@example.com', phone: '11 1234-5678', comments: null };

function orderWith(lines: number): CustomerOrder {
  return {
    id: 1003,
    createdAt: '2026-03-10T15:30:00.000Z',
    customerName: 'Ana Pérez',
    customerAddress: 'Calle 123',
    status: 'pending',
    paymentStatus: 'pending',
    delivery: {
      method: 'pickup',
      partido: null,
      postalCode: null,
      cost: 0,
      from: null,
      until: null,
    },
    totalAmount: lines * 1000,
    products: Array.from({ length: lines }, (_, i) => ({
      productId: null,
      productName: `Producto ${i + 1}`,
      unitPrice: 1000,
      listPrice: 1000,
      discountPercentage: null,
      quantity: 1,
      squareMeters: 0,
      includeWaste: false,
      saleUnit: 'unidad' as const,
      metersPerBox: null,
      layingPattern: null,
      lineTotal: 1000,
      specialPrice: false,
      specialDiscount: null,
    })),
    payments: [],
    paidAmount: 0,
    balanceDue: lines * 1000,
    quoteValidUntil: '2026-03-17T15:30:00.000Z',
    adjustments: [],
    payment: { choice: null, mercadoPagoStatus: null, transfer: null },
  };
}

describe('order PDFs', () => {
  it('writes what Helvetica cannot draw as "?" and keeps every Spanish character', () => {
    expect(pdfText('Ñandú Güemes, 1º «B» – “sí” $ 1.000 ²')).toBe(
      'Ñandú Güemes, 1º «B» – “sí” $ 1.000 ²',
    );
    expect(pdfText('Ana 漢字 🙂\tOK')).toBe('Ana ?? ? OK');
  });

  it('breaks a long order across pages, repeating the table header and counting pages', async () => {
    const pages = await pdfPages(
      await orderDocumentPdf('remito', orderWith(70), contact, DEFAULT_SHOP_SETTINGS),
    );
    expect(pages.length).toBeGreaterThan(1);
    const last = pages.at(-1) ?? '';
    expect(pages[1]).toContain('Producto\nCantidad\nPrecio unitario\nSubtotal');
    expect(last).toContain(`Página ${pages.length} de ${pages.length}`);
    expect(last).toContain('Firma y aclaración');
    expect(pages.join('\n')).toContain('Producto 70');
    expect(pages.join('\n')).toContain('Sin pagos registrados.');
    expect(pages[0]).toContain('Retiro en el local');
    expect(pages.join('\n')).toContain('Sin cargo');
  });

  it('names each line’s unit and a price staff set by hand on the presupuesto', async () => {
    const order = orderWith(2);
    const [first, second] = order.products;
    if (!first || !second) throw new Error('two lines expected');
    order.products = [
      {
        ...first,
        saleUnit: 'bolsa',
        quantity: 3,
        unitPrice: 900,
        lineTotal: 2700,
        specialPrice: true,
        specialDiscount: 10,
      },
      {
        ...second,
        saleUnit: 'caja',
        quantity: 2,
        unitPrice: 12_500.5,
        lineTotal: 25_001,
        specialPrice: true,
      },
    ];
    const text = (
      await pdfPages(await orderDocumentPdf('presupuesto', order, contact, DEFAULT_SHOP_SETTINGS))
    ).join('\n');
    expect(text).toContain('3 bolsas');
    expect(text).toMatch(/\$ 900 por bolsa\nprecio especial \(10 % de\s+descuento\)/);
    expect(text).toContain('2 cajas');
    expect(text).toContain('$ 12.500,50 por caja\nprecio especial');
    expect(text).toContain('Válido hasta: 17/03/2026');
  });
});
