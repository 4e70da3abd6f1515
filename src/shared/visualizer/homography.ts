/**
 * The projection of the shopper's photo mode: a plane homography from the
 * room's rectangle, typed in metres, to the four floor corners marked on the photo, in pixels.
 * Solved as the usual 8×8 linear system (h33 = 1), by Gaussian elimination with partial pivoting.
 */

export interface Point {
  x: number;
  y: number;
}

/** Row-major 3×3 matrix. */
export type Homography = readonly [
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
  number,
];

/** The homography taking each `from[i]` to `to[i]`; null when the points are degenerate. */
export function homographyFromPoints(
  from: readonly [Point, Point, Point, Point],
  to: readonly [Point, Point, Point, Point],
): Homography | null {
  const rows: number[][] = [];
  from.forEach(({ x, y }, i) => {
    const { x: u, y: v } = to[i] ?? { x: 0, y: 0 };
    rows.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    rows.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  });
  const h = solve(rows);
  if (!h) return null;
  const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0, k = 0] = h;
  return [a, b, c, d, e, f, g, k, 1];
}

/** Gaussian elimination with partial pivoting on an n×(n+1) augmented matrix (rows). */
function solve(rows: number[][]): number[] | null {
  const n = rows.length;
  const m = new Float64Array(rows.flat());
  const w = n + 1;
  const at = (r: number, c: number) => m[r * w + c] ?? 0;
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++)
      if (Math.abs(at(r, col)) > Math.abs(at(pivot, col))) pivot = r;
    if (Math.abs(at(pivot, col)) < 1e-12) return null;
    for (let c = 0; c < w; c++) {
      const tmp = at(col, c);
      m[col * w + c] = at(pivot, c);
      m[pivot * w + c] = tmp;
    }
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const factor = at(r, col) / at(col, col);
      if (factor === 0) continue;
      for (let c = col; c < w; c++) m[r * w + c] = at(r, c) - factor * at(col, c);
    }
  }
  return Array.from({ length: n }, (_, r) => at(r, n) / at(r, r));
}

/** Where the homography takes a point. */
export function project(h: Homography, { x, y }: Point): Point {
  const w = h[6] * x + h[7] * y + h[8];
  return { x: (h[0] * x + h[1] * y + h[2]) / w, y: (h[3] * x + h[4] * y + h[5]) / w };
}

/**
 * The homography from a room of `length` × `width` metres (x along the length, y along the
 * width, corner 0 at the origin, then clockwise on the photo: (L,0), (L,W), (0,W)) to the four
 * corners marked on the photo, in that order.
 */
export function roomToPhoto(
  length: number,
  width: number,
  corners: readonly [Point, Point, Point, Point],
): Homography | null {
  if (!(length > 0) || !(width > 0)) return null;
  return homographyFromPoints(
    [
      { x: 0, y: 0 },
      { x: length, y: 0 },
      { x: length, y: width },
      { x: 0, y: width },
    ],
    corners,
  );
}
