/**
 * A purchase order's steps. Apart from the contract so the schema reads them without zod's
 * admin schemas.
 */
export const PURCHASE_ORDER_STATUSES = [
  'draft',
  'sent',
  'partly_received',
  'received',
  'cancelled',
] as const;
export type PurchaseOrderStatus = (typeof PURCHASE_ORDER_STATUSES)[number];

export const PURCHASE_ORDER_STATUS_LABELS: Record<PurchaseOrderStatus, string> = {
  draft: 'Borrador',
  sent: 'Enviada',
  partly_received: 'Recibida en parte',
  received: 'Recibida',
  cancelled: 'Cancelada',
};
