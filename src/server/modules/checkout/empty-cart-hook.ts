import type { FastifyRequest } from 'fastify';
import { EMPTY_CART_MESSAGE } from '#shared/orders';
import { badRequest } from '#server/errors';

/**
 * preValidation: an order without lines gets the shop's own 'empty cart' message, not the
 * schema's field messages.
 */
export async function refuseEmptyCart(request: FastifyRequest): Promise<void> {
  const body: unknown = request.body;
  if (typeof body !== 'object' || body === null) return;
  const items: unknown = Reflect.get(body, 'items');
  if (items === undefined || (Array.isArray(items) && items.length === 0)) {
    throw badRequest(EMPTY_CART_MESSAGE);
  }
}
