import { tileFormat } from '../tile-format';

/**
 * How the visualizer lays a tile: pure geometry in metres, shared by the 3D
 * rooms' floor, the 2D fallback and the photo mode, which all paint the same list of tiles.
 */

export const VISUALIZER_PATTERNS = {
  recto: 'Recto',
  trabado: 'Trabado',
  diagonal: 'Diagonal 45°',
  espiga: 'Espina de pez',
} as const;
export type VisualizerPattern = keyof typeof VISUALIZER_PATTERNS;
export const VISUALIZER_PATTERN_IDS = Object.keys(VISUALIZER_PATTERNS) as VisualizerPattern[];

/** A tile's face in metres: its long side (laid along the room's length) and its short side. */
export interface TileSize {
  length: number;
  width: number;
}

/** A product's dimensions ('60x60', '20 x 120 cm', '58,5x58,5') as a tile in metres; null without a size. */
export function tileSizeFromDimensions(dimensions: string | null | undefined): TileSize | null {
  const format = tileFormat(dimensions);
  if (!format) return null;
  const [a, b] = format.split('x').map((side) => Number(side.replace(',', '.')) / 100);
  if (!a || !b || !(a > 0) || !(b > 0)) return null;
  return { length: Math.max(a, b), width: Math.min(a, b) };
}

/** Planks (one side at least twice the other) can go in espina de pez; square tiles cannot. */
export function patternsFor(tile: TileSize): VisualizerPattern[] {
  return tile.length >= 2 * tile.width
    ? VISUALIZER_PATTERN_IDS
    : VISUALIZER_PATTERN_IDS.filter((p) => p !== 'espiga');
}

/** How many tiles fit across a side: 3 m of 60 cm tiles is 5, 2 m is 3,33. */
export function tilesAcross(sideMeters: number, tileSideMeters: number): number {
  return tileSideMeters > 0 ? sideMeters / tileSideMeters : 0;
}

/** One laid tile: its centre in the room (x along the length, y along the width), its turn. */
export interface PlacedTile {
  x: number;
  y: number;
  /** Radians, counter-clockwise, of the tile's long side from the room's length. */
  angle: number;
  length: number;
  width: number;
  /** A stable number per tile, to vary which part of the texture each one shows. */
  seed: number;
}

export interface LayoutRequest {
  /** The room in metres: x from 0 to `length`, y from 0 to `width`. */
  length: number;
  width: number;
  tile: TileSize;
  pattern: VisualizerPattern;
}

/** The tiles laid on the room: every one that touches it (the painter clips at the walls). */
export function layTiles({ length, width, tile, pattern }: LayoutRequest): PlacedTile[] {
  if (!(length > 0) || !(width > 0) || !(tile.length > 0) || !(tile.width > 0)) return [];
  // Axis-aligned rectangles in the pattern's own space: [x, x + w] × [y, y + h].
  const rects: { x: number; y: number; w: number; h: number; seed: number }[] = [];
  const L = tile.length;
  const W = tile.width;
  let angle = 0;
  let origin = { x: 0, y: 0 };
  if (pattern === 'recto' || pattern === 'trabado') {
    // From the corner at the origin, as a tiler starts from a wall.
    const rows = Math.ceil(width / W);
    const cols = Math.ceil(length / L) + 1;
    for (let j = 0; j < rows; j++) {
      const shift = pattern === 'trabado' && j % 2 === 1 ? -L / 2 : 0;
      for (let i = 0; i < cols; i++)
        rects.push({ x: i * L + shift, y: j * W, w: L, h: W, seed: hash(i, j) });
    }
  } else {
    // Turned 45° about the room's centre, covering the circle around the room.
    angle = Math.PI / 4;
    origin = { x: length / 2, y: width / 2 };
    const radius = Math.hypot(length, width) / 2 + Math.hypot(L, W);
    if (pattern === 'diagonal') {
      const n = Math.ceil(radius / W) + 1;
      const m = Math.ceil(radius / L) + 1;
      for (let j = -n; j <= n; j++)
        for (let i = -m; i <= m; i++)
          rects.push({ x: i * L - L / 2, y: j * W - W / 2, w: L, h: W, seed: hash(i, j) });
    } else {
      // Herringbone: per lattice point s·(W, W) + t·(L, −L), one plank lying (L × W) and one
      // standing (W × L) at its end; the staircase runs along (1, 1), so the turn by −45° puts
      // the zig-zag along the room's length.
      angle = -Math.PI / 4;
      const sMax = Math.ceil((radius * Math.SQRT2) / (2 * W)) + 2;
      const tMax = Math.ceil((radius * Math.SQRT2) / (2 * L)) + 2;
      for (let s = -sMax; s <= sMax; s++)
        for (let t = -tMax; t <= tMax; t++) {
          const x = s * W + t * L;
          const y = s * W - t * L;
          rects.push({ x, y, w: L, h: W, seed: hash(s, t) });
          rects.push({ x: x + L, y: y + W - L, w: W, h: L, seed: hash(t, s) });
        }
    }
  }
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  const tiles: PlacedTile[] = [];
  for (const r of rects) {
    const cx = r.x + r.w / 2;
    const cy = r.y + r.h / 2;
    const x = origin.x + cx * cos - cy * sin;
    const y = origin.y + cx * sin + cy * cos;
    const reach = Math.hypot(r.w, r.h) / 2;
    if (x < -reach || y < -reach || x > length + reach || y > width + reach) continue;
    const standing = r.h > r.w;
    tiles.push({
      x,
      y,
      angle: angle + (standing ? Math.PI / 2 : 0),
      length: L,
      width: W,
      seed: r.seed,
    });
  }
  return tiles;
}

/** Whether a point lies inside a laid tile (strictly, `margin` metres in from its edges). */
export function tileContains(tile: PlacedTile, px: number, py: number, margin = 0): boolean {
  const dx = px - tile.x;
  const dy = py - tile.y;
  const cos = Math.cos(-tile.angle);
  const sin = Math.sin(-tile.angle);
  const u = dx * cos - dy * sin;
  const v = dx * sin + dy * cos;
  return Math.abs(u) < tile.length / 2 - margin && Math.abs(v) < tile.width / 2 - margin;
}

function hash(i: number, j: number): number {
  let h = (i * 374761393 + j * 668265263) | 0;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}
