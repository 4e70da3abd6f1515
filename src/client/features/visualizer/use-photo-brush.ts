import { type RefObject, useEffect, useRef, useState } from 'react';
import type { Point } from '#shared/visualizer/homography';
import {
  type BrushHistory,
  type Stroke,
  clientToPhoto,
  cursorAfterKey,
  dabSpacing,
  dabsBetween,
  paintDabs,
  replay,
  undoStroke,
  withStroke,
} from './brush-mask';

/** The brush's diameter on screen, in CSS pixels: what the shopper sees under the cursor. */
export const BRUSH_SIZES = { min: 10, max: 120, start: 40 } as const;
/** One arrow key moves the keyboard's cursor this many CSS pixels (Shift: five times). */
const KEY_STEP = 8;

type PhotoSize = { width: number; height: number };

/**
 * The brush that uncovers furniture on the shopper's photo: it paints `maskRef`, an offscreen
 * canvas at the photo's resolution (opaque where the photo shows through the tiles), by pointer
 * (mouse, finger, pen) or by keyboard, with an undo stack of strokes. `redraw` composes the
 * picture again; it is called at most once a frame while a stroke is painted.
 */
export function usePhotoBrush(
  {
    canvasRef,
    maskRef,
    cursorRef,
  }: {
    canvasRef: RefObject<HTMLCanvasElement | null>;
    maskRef: RefObject<HTMLCanvasElement | null>;
    /** The ring that shows where the brush is (never drawn into the picture or its download). */
    cursorRef: RefObject<HTMLDivElement | null>;
  },
  photo: PhotoSize | null,
  redraw: () => void,
) {
  const [on, setOn] = useState(false);
  const [erase, setErase] = useState(false);
  const [size, setSize] = useState<number>(BRUSH_SIZES.start);
  const [history, setHistory] = useState<BrushHistory>([]);
  const cursor = useRef<Point | null>(null);
  const painting = useRef<{ pointer: number; stroke: Stroke & { points: Point[] } } | null>(null);
  const frame = useRef(0);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const schedule = () => {
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(redraw);
  };
  /** Screen pixels per photo pixel, as the picture is shown now. */
  const scale = () => {
    const canvas = canvasRef.current;
    return canvas && photo ? canvas.clientWidth / photo.width || 1 : 1;
  };
  const radius = () => size / 2 / scale();
  const context = () => maskRef.current?.getContext('2d') ?? null;
  /** Shows the ring at `point`; the keys go on from there. */
  const place = (point: Point | null) => {
    const element = cursorRef.current;
    if (!point || !element) return;
    cursor.current = point;
    element.style.display = 'block';
    element.style.left = `${point.x * scale()}px`;
    element.style.top = `${point.y * scale()}px`;
  };
  const hide = () => {
    if (cursorRef.current) cursorRef.current.style.display = 'none';
  };
  const toPhoto = (event: React.PointerEvent): Point | null => {
    const canvas = canvasRef.current;
    if (!canvas || !photo) return null;
    return clientToPhoto(
      { x: event.clientX, y: event.clientY },
      canvas.getBoundingClientRect(),
      photo,
    );
  };
  const commit = (stroke: Stroke) => setHistory((list) => withStroke(list, stroke));
  const dab = (point: Point) => {
    const ctx = context();
    if (!ctx) return;
    const stroke = { erase, radius: radius(), points: [point] };
    paintDabs(ctx, stroke.points, stroke.radius, erase);
    commit(stroke);
    schedule();
  };
  const redo = (next: BrushHistory) => {
    setHistory(next);
    const ctx = context();
    if (ctx) replay(ctx, next);
    redraw();
  };

  /** A new photo: a clear mask of its size, and no strokes to undo. */
  const reset = (width: number, height: number) => {
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    maskRef.current = canvas;
    painting.current = null;
    cursor.current = null;
    setHistory([]);
  };

  const pictureProps = {
    onPointerDown: (event: React.PointerEvent<HTMLCanvasElement>) => {
      if (painting.current || (event.pointerType === 'mouse' && event.button !== 0)) return;
      const point = toPhoto(event);
      const ctx = context();
      if (!point || !ctx) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      const stroke = { erase, radius: radius(), points: [point] };
      painting.current = { pointer: event.pointerId, stroke };
      paintDabs(ctx, stroke.points, stroke.radius, erase);
      place(point);
      schedule();
    },
    onPointerMove: (event: React.PointerEvent<HTMLCanvasElement>) => {
      const point = toPhoto(event);
      place(point);
      const current = painting.current;
      const last = current?.stroke.points.at(-1);
      const ctx = context();
      if (!current || current.pointer !== event.pointerId || !point || !last || !ctx) return;
      const { radius: r, erase: rubbing } = current.stroke;
      paintDabs(ctx, dabsBetween(last, point, dabSpacing(r)), r, rubbing);
      current.stroke.points.push(point);
      schedule();
    },
    onPointerUp: (event: React.PointerEvent<HTMLCanvasElement>) => {
      const current = painting.current;
      if (!current || current.pointer !== event.pointerId) return;
      painting.current = null;
      commit(current.stroke);
    },
    onPointerLeave: () => {
      if (!painting.current) hide();
    },
    onFocus: () =>
      place(cursor.current ?? (photo ? { x: photo.width / 2, y: photo.height / 2 } : null)),
    onBlur: hide,
    onKeyDown: (event: React.KeyboardEvent<HTMLCanvasElement>) => {
      if (!photo) return;
      const from = cursor.current ?? { x: photo.width / 2, y: photo.height / 2 };
      const next = cursorAfterKey(from, event.key, event.shiftKey, KEY_STEP / scale(), photo);
      if (next) {
        event.preventDefault();
        place(next);
      } else if (event.key === ' ' || event.key === 'Enter') {
        event.preventDefault();
        place(from);
        if (!event.repeat) dab(from);
      }
    },
  };

  return {
    on,
    setOn,
    erase,
    setErase,
    size,
    setSize,
    strokes: history.length,
    undo: () => redo(undoStroke(history)),
    clear: () => redo([]),
    reset,
    pictureProps: { ...pictureProps, onPointerCancel: pictureProps.onPointerUp },
  };
}

export type PhotoBrush = ReturnType<typeof usePhotoBrush>;
