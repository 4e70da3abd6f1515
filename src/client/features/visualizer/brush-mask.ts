import type { Point } from '#shared/visualizer/homography';

/**
 * The brush that uncovers furniture on the shopper's photo: its pure parts. A stroke
 * is kept as the pointer's points in the photo's own pixels, so the mask can be drawn again from
 * the list of strokes (undo drops the last one and draws the rest) at any size on screen.
 */
export interface Stroke {
  /** Paints the tiles back instead of uncovering the photo. */
  erase: boolean;
  /** In the photo's pixels. */
  radius: number;
  points: readonly Point[];
}

/** Dabs overlap by this share of their radius at most apart: a smooth edge, not a bead chain. */
const SPACING = 0.35;

/**
 * The dabs after `from` up to and including `to`, never further apart than `spacing`: a fast
 * drag reports points far apart, and the brush must still leave an unbroken line between them.
 */
export function dabsBetween(from: Point, to: Point, spacing: number): Point[] {
  const distance = Math.hypot(to.x - from.x, to.y - from.y);
  const steps = Math.max(1, Math.ceil(distance / Math.max(spacing, 0.5)));
  const dabs: Point[] = [];
  for (let i = 1; i <= steps; i++)
    dabs.push({
      x: from.x + ((to.x - from.x) * i) / steps,
      y: from.y + ((to.y - from.y) * i) / steps,
    });
  return dabs;
}

export const dabSpacing = (radius: number) => radius * SPACING;

/** Every dab a stroke leaves: its first point, then the gaps between its points filled. */
export function strokeDabs(stroke: Stroke): Point[] {
  const [first, ...rest] = stroke.points;
  if (!first) return [];
  const dabs = [first];
  let last = first;
  for (const point of rest) {
    dabs.push(...dabsBetween(last, point, dabSpacing(stroke.radius)));
    last = point;
  }
  return dabs;
}

/** The strokes painted so far, oldest first; undo drops the newest. */
export type BrushHistory = readonly Stroke[];

export const withStroke = (history: BrushHistory, stroke: Stroke): BrushHistory =>
  stroke.points.length > 0 ? [...history, stroke] : history;

export const undoStroke = (history: BrushHistory): BrushHistory => history.slice(0, -1);

/**
 * Where a point on screen (a pointer's clientX/clientY) falls on the photo, in its pixels:
 * `box` is the picture's rectangle on screen (getBoundingClientRect, so a zoomed or shrunken
 * picture maps right), `photo` its size in pixels. Kept inside the photo.
 */
export function clientToPhoto(
  client: Point,
  box: { left: number; top: number; width: number; height: number },
  photo: { width: number; height: number },
): Point {
  const x = box.width > 0 ? ((client.x - box.left) * photo.width) / box.width : 0;
  const y = box.height > 0 ? ((client.y - box.top) * photo.height) / box.height : 0;
  return {
    x: Math.max(0, Math.min(photo.width, x)),
    y: Math.max(0, Math.min(photo.height, y)),
  };
}

const KEY_MOVES: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * The keyboard's brush cursor after an arrow key (`step` photo pixels, five times that with
 * Shift), kept inside the photo; null for any other key.
 */
export function cursorAfterKey(
  cursor: Point,
  key: string,
  fast: boolean,
  step: number,
  photo: { width: number; height: number },
): Point | null {
  const move = KEY_MOVES[key];
  if (!move) return null;
  const d = fast ? step * 5 : step;
  return {
    x: Math.max(0, Math.min(photo.width, cursor.x + move[0] * d)),
    y: Math.max(0, Math.min(photo.height, cursor.y + move[1] * d)),
  };
}

/** Draws dabs onto the mask: opaque where the photo shows through, cleared where tiles return. */
export function paintDabs(
  mask: CanvasRenderingContext2D,
  dabs: readonly Point[],
  radius: number,
  erase: boolean,
): void {
  mask.save();
  mask.globalCompositeOperation = erase ? 'destination-out' : 'source-over';
  mask.fillStyle = '#000';
  mask.beginPath();
  for (const dab of dabs) {
    mask.moveTo(dab.x + radius, dab.y);
    mask.arc(dab.x, dab.y, radius, 0, Math.PI * 2);
  }
  mask.fill();
  mask.restore();
}

/** The mask drawn again from nothing: after an undo, or on a new mask canvas. */
export function replay(mask: CanvasRenderingContext2D, history: BrushHistory): void {
  mask.clearRect(0, 0, mask.canvas.width, mask.canvas.height);
  for (const stroke of history) paintDabs(mask, strokeDabs(stroke), stroke.radius, stroke.erase);
}
