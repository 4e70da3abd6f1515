import { formatNumber } from '#shared/format';
import { paymentDayText } from '#shared/order-payments';
import type { Movement, StockMovementKind } from '#shared/stock/contract';

/** The movement kinds as the owner says them. */
export const MOVEMENT_KIND_LABELS: Record<StockMovementKind, string> = {
  ingreso: 'Ingreso de mercadería',
  reserva: 'Reserva',
  entrega: 'Entrega',
  liberacion: 'Liberación',
  ajuste: 'Ajuste',
};

/** A lot's day of ingreso ('2026-11-28', a calendar day with no zone) as '28/11/2026'. */
export const receivedOnText = (day: string) => paymentDayText(day);

/** A change of boxes: '+12', '-3', '—' when it did not change. */
export function deltaText(delta: number): string {
  if (delta === 0) return '—';
  return delta > 0 ? `+${formatNumber(delta)}` : formatNumber(delta);
}

/** What the movement was for: its reason, and the order it belongs to. */
export function movementWhy(movement: Pick<Movement, 'reason' | 'orderId'>): string {
  return (
    [movement.orderId !== null && `Pedido #${movement.orderId}`, movement.reason]
      .filter(Boolean)
      .join(' · ') || '—'
  );
}
