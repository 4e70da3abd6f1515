import { z } from 'zod';
import { SALE_UNITS } from '../order-lines';
import { searchFold } from '../search';
import { TILE_COLORS } from '../tile-attributes';

/** One tile the visualizer can lay: the product asked for, or a similar one to switch to. */
export const VisualizerTileSchema = z.object({
  id: z.string(),
  name: z.string(),
  dimensions: z.string().nullable(),
  metersPerBox: z.number().nullable(),
  price: z.number(),
  discountPercentage: z.number().nullable(),
  inStock: z.boolean(),
  saleUnit: z.enum(SALE_UNITS),
  /** A revestimiento: it covers the walls, not the floor. */
  wall: z.boolean(),
  /** The tile's face: its textura, else its first image (medium variant); null without either. */
  texture: z.string().nullable(),
  /** The tile's colour in the catalogue: the room is drawn in it while the face loads or fails. */
  color: z.enum(TILE_COLORS).nullable(),
});
export type VisualizerTile = z.infer<typeof VisualizerTileSchema>;

/** GET /api/visualizer/{id}: the product first, then published tiles of its category. */
export const VisualizerAnswerSchema = z.object({ tiles: z.array(VisualizerTileSchema) });
export type VisualizerAnswer = z.infer<typeof VisualizerAnswerSchema>;

/** At most this many similar tiles to switch between. */
export const SIMILAR_TILES_LIMIT = 12;

/** A wall tile by its category or subcategory ('Revestimientos de pared'). */
export function isWallTile(categoryName: string | null, subcategoryName: string | null): boolean {
  return [categoryName, subcategoryName].some((name) => {
    const folded = searchFold(name ?? '');
    return folded.includes('revestimiento') || folded.includes('pared');
  });
}

/** GET /api/admin/products/{id}/texture: the textura the owner uploaded, or null. */
export const ProductTextureAnswerSchema = z.object({
  texture: z.object({ id: z.string(), src: z.string(), srcSet: z.string() }).nullable(),
});
export type ProductTextureAnswer = z.infer<typeof ProductTextureAnswerSchema>;
