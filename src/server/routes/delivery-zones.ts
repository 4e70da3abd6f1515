import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  DELIVERY_MESSAGES,
  type DeliveryZoneRow,
  DeliveryZoneInputSchema,
} from '../../shared/delivery';
import { searchFold } from '../../shared/search';
import type { Db } from '../db/client';
import { deliveryZones } from '../db/schema';
import { conflict, notFound } from '../errors';
import { requireAdmin } from '../plugins/auth';
import { listDeliveryZones, zoneValue } from '../services/delivery';
import { parseInput } from '../validation';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function zoneIdParam(params: unknown): string {
  const id = (params as { id?: unknown }).id;
  if (typeof id !== 'string' || !UUID.test(id)) throw notFound(DELIVERY_MESSAGES.zoneNotFound);
  return id;
}

const returning = {
  id: deliveryZones.id,
  kind: deliveryZones.kind,
  value: deliveryZones.value,
  price: deliveryZones.price,
};

/** GET /api/delivery-zones: the shipping prices checkout shows (the server prices the order). */
export function deliveryZoneRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.get('/', async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { zones: await listDeliveryZones(db) };
    });
  };
}

/** /api/admin/delivery-zones: staff (editors and super_admins), like the rest of the orders work. */
export function adminDeliveryZoneRoutes(db: Db) {
  return async function register(app: FastifyInstance): Promise<void> {
    app.addHook('preHandler', requireAdmin);

    /** One zone per partido (accents and case aside) or código postal. */
    async function refuseDuplicate(zone: Omit<DeliveryZoneRow, 'id'>, exceptId?: string) {
      const folded = searchFold(zone.value);
      const clash = (await listDeliveryZones(db)).some(
        (z) => z.id !== exceptId && z.kind === zone.kind && searchFold(z.value) === folded,
      );
      if (clash)
        throw conflict(DELIVERY_MESSAGES.zoneDuplicate, { value: DELIVERY_MESSAGES.zoneDuplicate });
    }

    app.get('/', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { zones: await listDeliveryZones(db) };
    });

    app.post('/', async (request, reply) => {
      const input = parseInput(DeliveryZoneInputSchema, request.body);
      const zone = {
        kind: input.kind,
        value: zoneValue(input.kind, input.value),
        price: input.price,
      };
      await refuseDuplicate(zone);
      const [row] = await db.insert(deliveryZones).values(zone).returning(returning);
      return reply.status(201).send(row);
    });

    app.put('/:id', async (request) => {
      const id = zoneIdParam(request.params);
      const input = parseInput(DeliveryZoneInputSchema, request.body);
      const zone = {
        kind: input.kind,
        value: zoneValue(input.kind, input.value),
        price: input.price,
      };
      await refuseDuplicate(zone, id);
      const [row] = await db
        .update(deliveryZones)
        .set(zone)
        .where(eq(deliveryZones.id, id))
        .returning(returning);
      if (!row) throw notFound(DELIVERY_MESSAGES.zoneNotFound);
      return row;
    });

    app.delete('/:id', async (request, reply) => {
      const id = zoneIdParam(request.params);
      const [row] = await db
        .delete(deliveryZones)
        .where(eq(deliveryZones.id, id))
        .returning({ id: deliveryZones.id });
      if (!row) throw notFound(DELIVERY_MESSAGES.zoneNotFound);
      return reply.status(204).send();
    });
  };
}
