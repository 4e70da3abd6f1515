import { describe, expect, it } from 'vitest';
import { NOTIFIED_STATUSES } from './customer-order';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, orderStatusLabel, orderStatusesFor } from './orders';

describe('order statuses', () => {
  it('keeps the four statuses and adds one step per way of delivering', () => {
    expect(ORDER_STATUSES.map((s) => ORDER_STATUS_LABELS[s])).toEqual([
      'Pendiente',
      'En Proceso',
      'Listo para retirar',
      'En camino',
      'Completado',
      'Cancelado',
    ]);
    expect(orderStatusesFor('pickup')).toEqual([
      'pending',
      'processing',
      'ready',
      'completed',
      'cancelled',
    ]);
    expect(orderStatusesFor('shipping')).toEqual([
      'pending',
      'processing',
      'in_transit',
      'completed',
      'cancelled',
    ]);
  });

  it.each([
    ['pending', 'pickup', 'Pendiente'],
    ['processing', 'shipping', 'En Proceso'],
    ['ready', 'pickup', 'Listo para retirar'],
    ['in_transit', 'shipping', 'En camino'],
    ['completed', 'pickup', 'Completado (retirado)'],
    ['completed', 'shipping', 'Completado (entregado)'],
    ['cancelled', 'shipping', 'Cancelado'],
  ] as const)('names %s of a %s order %s for staff and customer alike', (status, method, label) => {
    expect(orderStatusLabel(status, method)).toBe(label);
  });

  it("names a status without a delivery by SPEC's word (the list's filter)", () => {
    expect(ORDER_STATUSES.map((status) => orderStatusLabel(status))).toEqual([
      'Pendiente',
      'En Proceso',
      'Listo para retirar',
      'En camino',
      'Completado',
      'Cancelado',
    ]);
  });

  it('e-mails the customer of every step but going back to Pendiente', () => {
    expect(ORDER_STATUSES.filter((s) => !NOTIFIED_STATUSES.includes(s))).toEqual(['pending']);
  });
});
