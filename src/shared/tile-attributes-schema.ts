import { z } from 'zod';
import {
  MAX_THICKNESS_MM,
  SLIP_RESISTANCES,
  TILE_COLORS,
  TILE_PLACEMENTS,
  TILE_USAGES,
} from './tile-attributes';

export const TILE_ATTRIBUTE_MESSAGES = {
  color: `Elegí un color de la lista (${TILE_COLORS.join(', ')})`,
  usage: 'El uso debe ser piso, pared o ambos',
  placement: 'La ubicación debe ser interior, exterior o ambos',
  slipResistance: 'La resistencia al deslizamiento va de R9 a R13',
  pei: 'El PEI va de 1 a 5 (I a V)',
  rectified: 'Rectificado: sí o no',
  thickness: `El espesor va de 1 a ${MAX_THICKNESS_MM} mm`,
} as const;

/** The attributes as a product carries them: null where the shop did not say. */
/** The attributes as the API sends and takes them (TileAttributes). */
export const TileAttributesSchema = z.object({
  color: z.enum(TILE_COLORS, { error: TILE_ATTRIBUTE_MESSAGES.color }).nullable(),
  usage: z.enum(TILE_USAGES, { error: TILE_ATTRIBUTE_MESSAGES.usage }).nullable(),
  placement: z.enum(TILE_PLACEMENTS, { error: TILE_ATTRIBUTE_MESSAGES.placement }).nullable(),
  slipResistance: z
    .enum(SLIP_RESISTANCES, { error: TILE_ATTRIBUTE_MESSAGES.slipResistance })
    .nullable(),
  pei: z
    .number({ error: TILE_ATTRIBUTE_MESSAGES.pei })
    .int(TILE_ATTRIBUTE_MESSAGES.pei)
    .min(1, TILE_ATTRIBUTE_MESSAGES.pei)
    .max(5, TILE_ATTRIBUTE_MESSAGES.pei)
    .nullable(),
  rectified: z.boolean({ error: TILE_ATTRIBUTE_MESSAGES.rectified }).nullable(),
  thicknessMm: z
    .number({ error: TILE_ATTRIBUTE_MESSAGES.thickness })
    .min(1, TILE_ATTRIBUTE_MESSAGES.thickness)
    .max(MAX_THICKNESS_MM, TILE_ATTRIBUTE_MESSAGES.thickness)
    .nullable(),
});
