import { describe, expect, it } from 'vitest';
import { NOTIFIED_STATUSES, customerStatusLabel } from './customer-order';
import { ORDER_STATUSES, ORDER_STATUS_LABELS, orderStatusesFor } from './orders';

describe('order statuses', () => {
  it('keeps SPEC §3 four and adds one step per way of delivering', () => {
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
    ['pending', 'pickup', 'Recibido'],
    ['processing', 'shipping', 'En Proceso'],
    ['ready', 'pickup', 'Listo para retirar'],
    ['in_transit', 'shipping', 'En camino'],
    ['completed', 'pickup', 'Retirado'],
    ['completed', 'shipping', 'Entregado'],
    ['cancelled', 'shipping', 'Cancelado'],
  ] as const)('reads %s of a %s to the customer as %s', (status, method, label) => {
    expect(customerStatusLabel(status, method)).toBe(label);
  });

  it('e-mails the customer of every step but going back to Pendiente', () => {
    expect(ORDER_STATUSES.filter((s) => !NOTIFIED_STATUSES.includes(s))).toEqual(['pending']);
  });
});
