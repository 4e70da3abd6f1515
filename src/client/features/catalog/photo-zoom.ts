/**
 * The photo viewer's zoom, as plain numbers: a scale and a translation of the photo from the
 * centre of the stage (the transform `translate(x, y) scale(scale)`, origin at the centre).
 */
export interface Zoom {
  scale: number;
  x: number;
  y: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export const UNZOOMED: Zoom = { scale: 1, x: 0, y: 0 };
export const MAX_SCALE = 4;
/** Where a double tap (or the + key) takes an unzoomed photo. */
export const TAP_SCALE = 2.5;
/** Each press of + or − multiplies or divides the scale by this. */
export const KEY_STEP = 1.5;

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The photo's drawn size at scale 1: the stage, fitted to the photo's ratio (object-fit: contain). */
export function containedSize(stage: Size, ratio: number): Size {
  if (!(ratio > 0)) return stage;
  return stage.width / stage.height > ratio
    ? { width: stage.height * ratio, height: stage.height }
    : { width: stage.width, height: stage.width / ratio };
}

/**
 * Keeps the scale within 1–MAX_SCALE and the zoomed photo over the stage: it can be moved only
 * as far as its edges reach the stage's, and a side narrower than the stage stays centred.
 */
export function clampZoom(zoom: Zoom, stage: Size, photo: Size): Zoom {
  const scale = clamp(zoom.scale, 1, MAX_SCALE);
  const reachX = Math.max(0, (photo.width * scale - stage.width) / 2);
  const reachY = Math.max(0, (photo.height * scale - stage.height) / 2);
  return { scale, x: clamp(zoom.x, -reachX, reachX), y: clamp(zoom.y, -reachY, reachY) };
}

/**
 * The zoom that keeps the point of the photo under `from` (relative to the stage's centre) under
 * `to` at the new scale: pinching keeps the fingers on the same spot, a double tap enlarges
 * around the spot tapped.
 */
export function zoomAround(start: Zoom, scale: number, from: Point, to: Point = from): Zoom {
  const ratio = scale / start.scale;
  return {
    scale,
    x: to.x - ratio * (from.x - start.x),
    y: to.y - ratio * (from.y - start.y),
  };
}

export const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
export const midpoint = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

/** A horizontal drag long enough (a fifth of the stage, or 60 px) to move to the next photo. */
export function swipeStep(dx: number, stageWidth: number): -1 | 0 | 1 {
  if (Math.abs(dx) < Math.min(60, stageWidth / 5)) return 0;
  return dx < 0 ? 1 : -1;
}
