import { type TileSize, type VisualizerPattern, layTiles } from '#shared/visualizer/tile-layout';

/** A surface to cover and how: shared by the 3D rooms, the 2D fallback and the photo mode. */
export interface Covering {
  tile: TileSize;
  pattern: VisualizerPattern;
  /** Joint width in millimetres. */
  jointMm: number;
  /** Grout colour, CSS. */
  grout: string;
  /** The tile's face (textura or first image); a flat colour while it loads or without one. */
  face: CanvasImageSource | null;
  /** The flat colour standing for the face while it loads, or when it cannot be had (CSS). */
  plain: string;
}

/** Largest side of a painted surface, in pixels: sharp enough, and cheap on a phone. */
const MAX_SIDE = 2048;

/**
 * Paints `length` × `width` metres of tiles on the canvas (x along the length): grout first,
 * then each tile's face inset by half a joint on every side, clipped at the edges. Returns the
 * pixels per metre used.
 */
export function paintSurface(
  canvas: HTMLCanvasElement,
  length: number,
  width: number,
  covering: Covering,
  maxSide = MAX_SIDE,
): number {
  const scale = Math.min(maxSide / Math.max(length, width), 600);
  canvas.width = Math.max(1, Math.round(length * scale));
  canvas.height = Math.max(1, Math.round(width * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) return scale;
  ctx.fillStyle = covering.grout;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  const joint = Math.max(1, (covering.jointMm / 1000) * scale);
  const face = covering.face;
  const { faceWidth, faceHeight } = faceSize(face);
  for (const tile of layTiles({ length, width, tile: covering.tile, pattern: covering.pattern })) {
    const w = tile.length * scale - joint;
    const h = tile.width * scale - joint;
    if (w <= 0 || h <= 0) continue;
    ctx.save();
    ctx.translate(tile.x * scale, tile.y * scale);
    ctx.rotate(tile.angle);
    // Half a turn for every other tile: the face's shading does not repeat as a stripe.
    if (tile.seed > 0.5) ctx.rotate(Math.PI);
    if (face && faceWidth > 0 && faceHeight > 0) {
      // A plank shows a strip of the square face (a different one per tile), a square tile all of it.
      const aspect = tile.width / tile.length;
      const sw = Math.min(faceWidth, faceHeight / aspect);
      const sh = sw * aspect;
      const sx = (faceWidth - sw) * tile.seed;
      const sy = (faceHeight - sh) * ((tile.seed * 7) % 1);
      ctx.drawImage(face, sx, sy, sw, sh, -w / 2, -h / 2, w, h);
    } else {
      ctx.fillStyle = covering.plain;
      ctx.fillRect(-w / 2, -h / 2, w, h);
    }
    // Tiles of one lot differ a little in shade.
    ctx.fillStyle = `rgba(0, 0, 0, ${(tile.seed * 0.06).toFixed(3)})`;
    ctx.fillRect(-w / 2, -h / 2, w, h);
    ctx.restore();
  }
  return scale;
}

function faceSize(face: CanvasImageSource | null): { faceWidth: number; faceHeight: number } {
  if (!face) return { faceWidth: 0, faceHeight: 0 };
  if (face instanceof HTMLImageElement)
    return { faceWidth: face.naturalWidth, faceHeight: face.naturalHeight };
  if ('width' in face && typeof face.width === 'number' && 'height' in face)
    return { faceWidth: face.width, faceHeight: Number(face.height) };
  return { faceWidth: 0, faceHeight: 0 };
}
