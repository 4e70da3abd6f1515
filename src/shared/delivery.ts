import { z } from 'zod';
import {
  DELIVERY_METHODS,
  DELIVERY_ZONE_KINDS,
  type DeliveryMethod,
  type DeliveryZoneKind,
  isPostalCode,
} from './delivery-cost';
import { endpoints } from './endpoint';
import { hasAtMostTwoDecimals } from './money';
import { uuidParams } from './route-schemas';
import { isSingleLine } from './text';

// The price rule lives without zod, so the product page and the cart can quote a delivery.
export {
  DELIVERY_METHODS,
  DELIVERY_ZONE_KINDS,
  type DeliveryMethod,
  type DeliveryZone,
  type DeliveryZoneKind,
  deliveryCostFor,
  deliveryCostText,
  deliveryDaysText,
  deliveryZoneFor,
  isPostalCode,
  postalDigits,
} from './delivery-cost';

export const DELIVERY_METHOD_LABELS: Record<DeliveryMethod, string> = {
  pickup: 'Retiro en el local',
  shipping: 'Envío a domicilio',
};
/** The admin list's column: one word each. */
export const DELIVERY_METHOD_SHORT_LABELS: Record<DeliveryMethod, string> = {
  pickup: 'Retiro',
  shipping: 'Envío',
};

export const DELIVERY_ZONE_KIND_LABELS: Record<DeliveryZoneKind, string> = {
  partido: 'Partido',
  postal_code: 'Código postal',
};

/**
 * The delivery as a line of the order, next to the products, so the lines add up to the total:
 * "Envío (zona Luján, CP 6700)" or "Retiro en el local".
 */
export function deliveryLineLabel(delivery: {
  method: DeliveryMethod;
  partido: string | null;
  postalCode: string | null;
}): string {
  if (delivery.method === 'pickup') return DELIVERY_METHOD_LABELS.pickup;
  const zone = [delivery.partido, delivery.postalCode && `CP ${delivery.postalCode}`]
    .filter(Boolean)
    .join(', ');
  return zone ? `Envío (zona ${zone})` : 'Envío';
}

export const DELIVERY_MESSAGES = {
  method: 'Elegí retiro en el local o envío a domicilio.',
  partido: 'El partido no es válido.',
  postalCode: 'Código postal inválido (4 números, o el CPA completo: B1234ABC).',
  zoneKind: 'Elegí si la zona es un partido o un código postal.',
  zoneValue: 'Escribí el partido (2 a 80 caracteres).',
  zonePrice: 'El precio debe ser un número entre 0 y 10.000.000.',
  zoneDuplicate: 'Ya hay una zona con ese partido o código postal.',
  zoneNotFound: 'Zona de envío no encontrada',
  zoneDays: 'Los días hábiles van de 0 a 60, el primero no mayor que el segundo, o ninguno.',
} as const;

export const DELIVERY_ZONE_MAX_DAYS = 60;

const zoneDays = z
  .number(DELIVERY_MESSAGES.zoneDays)
  .int(DELIVERY_MESSAGES.zoneDays)
  .min(0, DELIVERY_MESSAGES.zoneDays)
  .max(DELIVERY_ZONE_MAX_DAYS, DELIVERY_MESSAGES.zoneDays)
  .nullable()
  .optional();

export const DELIVERY_ZONE_MAX_PRICE = 10_000_000;

/** How the admin types a zone's price (es-AR, shared/number-entry.ts). */
export const ZONE_PRICE_ENTRY = {
  decimals: 2,
  money: true,
  min: 0,
  max: DELIVERY_ZONE_MAX_PRICE,
} as const;

/** The admin screen's words (GET/POST/PUT/DELETE /api/admin/delivery-zones). */
export const DELIVERY_ZONE_SCREEN = {
  loadError: 'Error al cargar las zonas de envío',
  saved: 'Zona de envío guardada',
  saveError: 'No se pudo guardar la zona de envío',
  deleted: 'Zona de envío eliminada',
  deleteError: 'No se pudo eliminar la zona de envío',
  deleteConfirm: 'Los pedidos ya hechos conservan su costo de envío. ¿Eliminar la zona?',
  empty: 'No hay zonas de envío: los envíos se cotizan "a convenir".',
} as const;

/** POST/PUT /api/admin/delivery-zones: a partido's name, or a código postal, and its price. */
export const DeliveryZoneInputSchema = z
  .object({
    kind: z.enum(DELIVERY_ZONE_KINDS, DELIVERY_MESSAGES.zoneKind),
    value: z.string(DELIVERY_MESSAGES.zoneValue).max(80, DELIVERY_MESSAGES.zoneValue),
    price: z
      .number(DELIVERY_MESSAGES.zonePrice)
      .min(0, DELIVERY_MESSAGES.zonePrice)
      .max(DELIVERY_ZONE_MAX_PRICE, DELIVERY_MESSAGES.zonePrice)
      .refine(hasAtMostTwoDecimals, DELIVERY_MESSAGES.zonePrice),
    /** "llega en 2 a 4 días hábiles": both or neither. */
    daysMin: zoneDays,
    daysMax: zoneDays,
  })
  .superRefine((zone, ctx) => {
    const min = zone.daysMin ?? null;
    const max = zone.daysMax ?? null;
    if ((min === null) !== (max === null) || (min !== null && max !== null && min > max)) {
      ctx.addIssue({ code: 'custom', path: ['daysMax'], message: DELIVERY_MESSAGES.zoneDays });
    }
    const value = zone.value.trim();
    if (zone.kind === 'postal_code' && !isPostalCode(value)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: DELIVERY_MESSAGES.postalCode });
    }
    if (zone.kind === 'partido' && (value.length < 2 || !isSingleLine(value))) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: DELIVERY_MESSAGES.zoneValue });
    }
  });
export type DeliveryZoneInput = z.infer<typeof DeliveryZoneInputSchema>;

export const DeliveryZoneSchema = z.object({
  id: z.string(),
  kind: z.enum(DELIVERY_ZONE_KINDS),
  value: z.string(),
  price: z.number(),
  /** A partido zone's códigos postales as the server knows them (shopper's "6700" finds Luján). */
  postalCodes: z.array(z.string()),
  daysMin: z.number().nullable(),
  daysMax: z.number().nullable(),
});
export type DeliveryZoneRow = z.infer<typeof DeliveryZoneSchema>;

export const DeliveryZoneListSchema = z.object({ zones: z.array(DeliveryZoneSchema) });
export type DeliveryZoneList = z.infer<typeof DeliveryZoneListSchema>;

export const DeliveryZoneParamsSchema = uuidParams(DELIVERY_MESSAGES.zoneNotFound);

/** An order's delivery as the API answers it (admin detail, customer page). */
export const OrderDeliverySchema = z.object({
  method: z.enum(DELIVERY_METHODS),
  partido: z.string().nullable(),
  postalCode: z.string().nullable(),
  cost: z.number().nullable(),
  /** The promised delivery days (YYYY-MM-DD), or the day staff set; null: not promised. */
  from: z.string().nullable(),
  until: z.string().nullable(),
});

/** /api/admin/delivery-zones: staff. */
export const adminDeliveryZoneEndpoints = endpoints({
  list: {
    method: 'GET',
    path: '/api/admin/delivery-zones',
    response: DeliveryZoneListSchema,
  },
  create: {
    method: 'POST',
    path: '/api/admin/delivery-zones',
    body: DeliveryZoneInputSchema,
    response: DeliveryZoneSchema,
    status: [201],
  },
  update: {
    method: 'PUT',
    path: '/api/admin/delivery-zones/:id',
    params: DeliveryZoneParamsSchema,
    body: DeliveryZoneInputSchema,
    response: DeliveryZoneSchema,
  },
  remove: {
    method: 'DELETE',
    path: '/api/admin/delivery-zones/:id',
    params: DeliveryZoneParamsSchema,
    response: null,
  },
});
