import {
  type PointerEvent,
  type RefObject,
  type WheelEvent,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import {
  type Point,
  type Size,
  TAP_SCALE,
  UNZOOMED,
  type Zoom,
  clampZoom,
  containedSize,
  distance,
  midpoint,
  swipeStep,
  zoomAround,
} from './photo-zoom';

/** Space between two photos side by side while swiping. */
export const SLIDE_GAP = 16;
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_PX = 30;
/** How far a finger moves before a press is a drag rather than a tap. */
const TAP_SLOP_PX = 8;

type Gesture =
  | { kind: 'none' }
  | { kind: 'drag'; start: Point; zoom: Zoom; moved: boolean }
  | { kind: 'pinch'; distance: number; middle: Point; zoom: Zoom };

/**
 * Pointer events (touch, pen and mouse alike) over the viewer's stage: one finger swipes to the
 * neighbouring photo, or moves the photo once it is zoomed; two pinch; a double tap zooms in
 * around the spot or back out; the wheel zooms around the pointer. The stage has
 * `touch-action: none`, so the browser neither scrolls nor zooms the page meanwhile.
 */
export function usePhotoGestures(options: {
  stage: RefObject<HTMLElement | null>;
  /** The current photo's width / height, once it has loaded (0 before). */
  ratio: number;
  canSwipe: boolean;
  onStep: (delta: -1 | 1) => void;
}) {
  const { stage, ratio, canSwipe, onStep } = options;
  const [zoom, setZoomState] = useState<Zoom>(UNZOOMED);
  const [dragX, setDragX] = useState(0);
  /** True while the photo glides to where a gesture left it (off while a finger moves it). */
  const [settling, setSettling] = useState(false);
  const zoomRef = useRef(zoom);
  const dragRef = useRef(0);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture>({ kind: 'none' });
  const lastTap = useRef<{ at: number; point: Point } | null>(null);
  const frame = useRef(0);

  useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const measure = useCallback((): { stage: Size; photo: Size } => {
    const box = stage.current?.getBoundingClientRect();
    const size = { width: box?.width || 1, height: box?.height || 1 };
    return { stage: size, photo: containedSize(size, ratio) };
  }, [stage, ratio]);

  const setZoom = useCallback(
    (next: Zoom) => {
      const { stage: size, photo } = measure();
      const clamped = clampZoom(next, size, photo);
      zoomRef.current = clamped;
      setZoomState(clamped);
    },
    [measure],
  );

  const moveTrack = (x: number) => {
    dragRef.current = x;
    setDragX(x);
  };

  /** From the stage's centre, in CSS pixels. */
  const pointOf = (event: { clientX: number; clientY: number }): Point => {
    const box = stage.current?.getBoundingClientRect();
    if (!box) return { x: 0, y: 0 };
    return {
      x: event.clientX - box.left - box.width / 2,
      y: event.clientY - box.top - box.height / 2,
    };
  };

  /** Glides to the neighbouring photo, which starts where it is drawn now (beside the current). */
  const go = useCallback(
    (delta: -1 | 1) => {
      const width = measure().stage.width + SLIDE_GAP;
      cancelAnimationFrame(frame.current);
      setSettling(false);
      zoomRef.current = UNZOOMED;
      setZoomState(UNZOOMED);
      moveTrack(dragRef.current + delta * width);
      onStep(delta);
      // Two frames: the new photo is painted in its old place before it glides to the centre.
      frame.current = requestAnimationFrame(() => {
        frame.current = requestAnimationFrame(() => {
          setSettling(true);
          moveTrack(0);
        });
      });
    },
    [measure, onStep],
  );

  const zoomBy = useCallback(
    (factor: number, around: Point = { x: 0, y: 0 }) => {
      setSettling(true);
      const current = zoomRef.current;
      setZoom(zoomAround(current, current.scale * factor, around));
    },
    [setZoom],
  );

  const reset = useCallback(() => {
    setSettling(true);
    zoomRef.current = UNZOOMED;
    setZoomState(UNZOOMED);
  }, []);

  const startPinch = () => {
    const [a, b] = [...pointers.current.values()];
    if (!a || !b) return;
    gesture.current = {
      kind: 'pinch',
      distance: Math.max(distance(a, b), 1),
      middle: midpoint(a, b),
      zoom: zoomRef.current,
    };
  };

  const startDrag = (point: Point) => {
    gesture.current = { kind: 'drag', start: point, zoom: zoomRef.current, moved: false };
  };

  const tapped = (point: Point) => {
    const previous = lastTap.current;
    const now = performance.now();
    if (
      previous &&
      now - previous.at < DOUBLE_TAP_MS &&
      distance(previous.point, point) < DOUBLE_TAP_PX
    ) {
      lastTap.current = null;
      setSettling(true);
      if (zoomRef.current.scale > 1) setZoom(UNZOOMED);
      else setZoom(zoomAround(UNZOOMED, TAP_SCALE, point));
      return;
    }
    lastTap.current = { at: now, point };
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    pointers.current.set(event.pointerId, pointOf(event));
    setSettling(false);
    if (pointers.current.size >= 2) {
      // A swipe that became a pinch: the photos go back into line.
      if (dragRef.current !== 0) {
        setSettling(true);
        moveTrack(0);
      }
      startPinch();
    } else startDrag(pointOf(event));
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const point = pointOf(event);
    pointers.current.set(event.pointerId, point);
    const current = gesture.current;
    if (current.kind === 'pinch') {
      const [a, b] = [...pointers.current.values()];
      if (!a || !b) return;
      const scale = (current.zoom.scale * distance(a, b)) / current.distance;
      setZoom(zoomAround(current.zoom, scale, current.middle, midpoint(a, b)));
    } else if (current.kind === 'drag') {
      const dx = point.x - current.start.x;
      const dy = point.y - current.start.y;
      if (Math.hypot(dx, dy) > TAP_SLOP_PX) current.moved = true;
      if (current.zoom.scale > 1)
        setZoom({ ...current.zoom, x: current.zoom.x + dx, y: current.zoom.y + dy });
      else if (canSwipe && current.moved) moveTrack(dx);
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.delete(event.pointerId)) return;
    const current = gesture.current;
    const left = [...pointers.current.values()];
    if (current.kind === 'pinch') {
      // A pinch that ends near 1× ends unzoomed; one finger left on the glass moves the photo.
      if (zoomRef.current.scale < 1.05) reset();
      const [remaining] = left;
      if (left.length >= 2) startPinch();
      else if (remaining)
        gesture.current = { kind: 'drag', start: remaining, zoom: zoomRef.current, moved: true };
      else gesture.current = { kind: 'none' };
      return;
    }
    gesture.current = { kind: 'none' };
    if (current.kind !== 'drag') return;
    if (!current.moved) {
      if (dragRef.current !== 0) moveTrack(0);
      tapped(pointOf(event));
      return;
    }
    if (current.zoom.scale > 1) return;
    const step = canSwipe ? swipeStep(dragRef.current, measure().stage.width) : 0;
    if (step !== 0) go(step);
    else {
      setSettling(true);
      moveTrack(0);
    }
  };

  const onWheel = (event: WheelEvent<HTMLElement>) => {
    zoomBy(Math.exp(-event.deltaY * 0.002), pointOf(event));
  };

  return {
    zoom,
    dragX,
    settling,
    go,
    zoomBy,
    reset,
    handlers: {
      onPointerDown,
      onPointerMove,
      onPointerUp: onPointerEnd,
      onPointerCancel: onPointerEnd,
      onWheel,
    },
  };
}
