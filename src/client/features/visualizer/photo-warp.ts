import { type Homography, type Point, project } from '#shared/visualizer/homography';

/** Cells per side of the mesh that approximates the perspective with affine triangles. */
const GRID = 24;

/**
 * Draws `floor` (a painted surface of `length` × `width` metres) onto the photo's context in
 * perspective: the homography takes room metres to photo pixels; each small cell of the floor is
 * drawn as two affine triangles, which is indistinguishable from the exact projection at this
 * size, and what a 2D canvas can do.
 */
export function drawInPerspective(
  ctx: CanvasRenderingContext2D,
  floor: HTMLCanvasElement,
  length: number,
  width: number,
  h: Homography,
): void {
  const sx = floor.width / length;
  const sy = floor.height / width;
  const grid: Point[][] = [];
  for (let j = 0; j <= GRID; j++) {
    const row: Point[] = [];
    for (let i = 0; i <= GRID; i++)
      row.push(project(h, { x: (i / GRID) * length, y: (j / GRID) * width }));
    grid.push(row);
  }
  const at = (i: number, j: number) => grid[j]?.[i] ?? { x: 0, y: 0 };
  for (let j = 0; j < GRID; j++)
    for (let i = 0; i < GRID; i++) {
      const s = (u: number, v: number): Point => ({
        x: (u / GRID) * length * sx,
        y: (v / GRID) * width * sy,
      });
      triangle(
        ctx,
        floor,
        [s(i, j), s(i + 1, j), s(i + 1, j + 1)],
        [at(i, j), at(i + 1, j), at(i + 1, j + 1)],
      );
      triangle(
        ctx,
        floor,
        [s(i, j), s(i + 1, j + 1), s(i, j + 1)],
        [at(i, j), at(i + 1, j + 1), at(i, j + 1)],
      );
    }
}

/** One source triangle drawn onto one destination triangle (clipped, grown by half a pixel). */
function triangle(
  ctx: CanvasRenderingContext2D,
  image: HTMLCanvasElement,
  [s0, s1, s2]: Point[],
  [d0, d1, d2]: Point[],
): void {
  if (!s0 || !s1 || !s2 || !d0 || !d1 || !d2) return;
  const cx = (d0.x + d1.x + d2.x) / 3;
  const cy = (d0.y + d1.y + d2.y) / 3;
  const grow = (p: Point) => {
    const dx = p.x - cx;
    const dy = p.y - cy;
    const length = Math.hypot(dx, dy) || 1;
    return { x: p.x + (dx / length) * 0.6, y: p.y + (dy / length) * 0.6 };
  };
  ctx.save();
  ctx.beginPath();
  const [g0, g1, g2] = [grow(d0), grow(d1), grow(d2)];
  ctx.moveTo(g0.x, g0.y);
  ctx.lineTo(g1.x, g1.y);
  ctx.lineTo(g2.x, g2.y);
  ctx.closePath();
  ctx.clip();
  // The affine map taking s0, s1, s2 to d0, d1, d2 (Cramer's rule on the two edges from s0).
  const det = (s1.x - s0.x) * (s2.y - s0.y) - (s2.x - s0.x) * (s1.y - s0.y);
  if (Math.abs(det) > 1e-9) {
    const a = ((d1.x - d0.x) * (s2.y - s0.y) - (d2.x - d0.x) * (s1.y - s0.y)) / det;
    const c = ((d2.x - d0.x) * (s1.x - s0.x) - (d1.x - d0.x) * (s2.x - s0.x)) / det;
    const b = ((d1.y - d0.y) * (s2.y - s0.y) - (d2.y - d0.y) * (s1.y - s0.y)) / det;
    const d = ((d2.y - d0.y) * (s1.x - s0.x) - (d1.y - d0.y) * (s2.x - s0.x)) / det;
    const e = d0.x - a * s0.x - c * s0.y;
    const f = d0.y - b * s0.x - d * s0.y;
    ctx.setTransform(ctx.getTransform().multiply(new DOMMatrix([a, b, c, d, e, f])));
    ctx.drawImage(image, 0, 0);
  }
  ctx.restore();
}

/**
 * The shopper's picture: the photo, then, left of the before/after line (`split`, 0–100 % of
 * the width), the tiles with the brush's mask cut out of them (through `scratch`), so what the
 * shopper uncovered shows the photo on screen and in the download alike.
 */
export function composePicture(
  canvas: HTMLCanvasElement,
  {
    photo,
    tiles,
    mask,
    split,
    scratch,
  }: {
    photo: HTMLCanvasElement;
    tiles: HTMLCanvasElement;
    mask: HTMLCanvasElement | null;
    split: number;
    scratch: HTMLCanvasElement;
  },
): void {
  const { width, height } = photo;
  if (canvas.width !== width || canvas.height !== height) {
    canvas.width = width;
    canvas.height = height;
  }
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  ctx.drawImage(photo, 0, 0);
  const cutCtx = split > 0 ? scratch.getContext('2d') : null;
  if (cutCtx) {
    // Setting the size also clears it.
    scratch.width = width;
    scratch.height = height;
    cutCtx.drawImage(tiles, 0, 0);
    if (mask) {
      cutCtx.globalCompositeOperation = 'destination-out';
      cutCtx.drawImage(mask, 0, 0);
      cutCtx.globalCompositeOperation = 'source-over';
    }
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, 0, (width * split) / 100, height);
    ctx.clip();
    ctx.drawImage(scratch, 0, 0);
    ctx.restore();
  }
  if (split > 0 && split < 100) {
    ctx.fillStyle = '#ffffff';
    ctx.fillRect((width * split) / 100 - 1.5, 0, 3, height);
  }
}
