import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  DELIVERY_MESSAGES,
  DELIVERY_ZONE_KIND_LABELS,
  DeliveryZoneInputSchema,
  DeliveryZoneListSchema,
  DeliveryZoneParamsSchema,
  type DeliveryZoneRow,
  DeliveryZoneSchema,
} from '../../../shared/delivery';
import { formatMoney } from '../../../shared/format';
import { searchFold } from '../../../shared/search';
import type { Db } from '../../db/client';
import { deliveryZones } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { currentUser, requireAdmin } from '../../plugins/auth';
import { describeChanges, recordActivity } from '../staff/activity';
import { listDeliveryZones, zoneValue } from './delivery';

const list = { schema: { response: { 200: DeliveryZoneListSchema } } };
const params = DeliveryZoneParamsSchema;
const body = DeliveryZoneInputSchema;

const returning = {
  id: deliveryZones.id,
  kind: deliveryZones.kind,
  value: deliveryZones.value,
  price: deliveryZones.price,
};

/** 'Zona de envío «Partido Morón»' for the activity log. */
const zoneSubject = (zone: Pick<DeliveryZoneRow, 'kind' | 'value'>) =>
  `Zona de envío «${DELIVERY_ZONE_KIND_LABELS[zone.kind]} ${zone.value}»`;

/** GET /api/delivery-zones: the shipping prices checkout shows (the server prices the order). */
export function deliveryZoneRoutes(db: Db) {
  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.get('/', list, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return { zones: await listDeliveryZones(db) };
    });
  };
}

/** /api/admin/delivery-zones: staff (editors and super_admins), like the rest of the orders work. */
export function adminDeliveryZoneRoutes(db: Db) {
  return async function register(plain: FastifyInstance): Promise<void> {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.addHook('preValidation', requireAdmin);

    /** One zone per partido (accents and case aside) or código postal. */
    async function refuseDuplicate(zone: Omit<DeliveryZoneRow, 'id'>, exceptId?: string) {
      const folded = searchFold(zone.value);
      const clash = (await listDeliveryZones(db)).some(
        (z) => z.id !== exceptId && z.kind === zone.kind && searchFold(z.value) === folded,
      );
      if (clash)
        throw conflict(DELIVERY_MESSAGES.zoneDuplicate, { value: DELIVERY_MESSAGES.zoneDuplicate });
    }

    app.get('/', list, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { zones: await listDeliveryZones(db) };
    });

    app.post(
      '/',
      { schema: { body, response: { 201: DeliveryZoneSchema } } },
      async (request, reply) => {
        const input = request.body;
        const zone = {
          kind: input.kind,
          value: zoneValue(input.kind, input.value),
          price: input.price,
        };
        await refuseDuplicate(zone);
        const row = await db.transaction(async (tx) => {
          const [created] = await tx.insert(deliveryZones).values(zone).returning(returning);
          if (!created) throw new Error('the new delivery zone was not returned');
          await recordActivity(tx, {
            actorId: currentUser(request).id,
            action: 'delivery_zone.create',
            subject: zoneSubject(zone),
            detail: `Precio: ${formatMoney(zone.price)}`,
          });
          return created;
        });
        return reply.status(201).send(row);
      },
    );

    app.put(
      '/:id',
      { schema: { params, body, response: { 200: DeliveryZoneSchema } } },
      async (request) => {
        const { id } = request.params;
        const input = request.body;
        const zone = {
          kind: input.kind,
          value: zoneValue(input.kind, input.value),
          price: input.price,
        };
        await refuseDuplicate(zone, id);
        return db.transaction(async (tx) => {
          const [before] = await tx
            .select(returning)
            .from(deliveryZones)
            .where(eq(deliveryZones.id, id))
            .for('update');
          if (!before) throw notFound(DELIVERY_MESSAGES.zoneNotFound);
          await tx.update(deliveryZones).set(zone).where(eq(deliveryZones.id, id));
          await recordActivity(tx, {
            actorId: currentUser(request).id,
            action: 'delivery_zone.update',
            subject: zoneSubject(zone),
            detail: describeChanges([
              { label: 'Zona', before: zoneSubject(before), after: zoneSubject(zone) },
              {
                label: 'Precio',
                before: formatMoney(before.price),
                after: formatMoney(zone.price),
              },
            ]),
          });
          return { id, ...zone };
        });
      },
    );

    app.delete('/:id', { schema: { params } }, async (request, reply) => {
      const { id } = request.params;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(deliveryZones)
          .where(eq(deliveryZones.id, id))
          .returning(returning);
        if (!row) throw notFound(DELIVERY_MESSAGES.zoneNotFound);
        await recordActivity(tx, {
          actorId: currentUser(request).id,
          action: 'delivery_zone.delete',
          subject: zoneSubject(row),
          detail: `Precio: ${formatMoney(row.price)}`,
        });
      });
      return reply.status(204).send();
    });
  };
}
