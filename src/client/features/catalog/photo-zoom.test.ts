import { describe, expect, it } from 'vitest';
import { MAX_SCALE, clampZoom, containedSize, swipeStep, zoomAround } from './photo-zoom';

const PHONE = { width: 390, height: 844 };

describe('photo viewer zoom', () => {
  it('fits a square photo to a phone’s width and a wide one to a desktop’s height', () => {
    expect(containedSize(PHONE, 1)).toEqual({ width: 390, height: 390 });
    expect(containedSize({ width: 1366, height: 768 }, 1)).toEqual({ width: 768, height: 768 });
    expect(containedSize({ width: 1366, height: 768 }, 2)).toEqual({ width: 1366, height: 683 });
  });

  it('keeps the point under the fingers where it was while pinching', () => {
    const start = { scale: 1, x: 0, y: 0 };
    const finger = { x: 100, y: -50 };
    const zoomed = zoomAround(start, 2, finger);
    // The photo point at finger/1 is drawn at zoomed.x + 2 * that point.
    expect(zoomed.x + 2 * finger.x).toBeCloseTo(finger.x);
    expect(zoomed.y + 2 * finger.y).toBeCloseTo(finger.y);
    // Moving the fingers as they pinch moves the photo with them.
    const moved = zoomAround(zoomed, 3, finger, { x: 120, y: -50 });
    const point = (finger.x - zoomed.x) / zoomed.scale;
    expect(moved.x + 3 * point).toBeCloseTo(120);
  });

  it('keeps the scale between 1 and the maximum and the photo over the stage', () => {
    const photo = containedSize(PHONE, 1);
    expect(clampZoom({ scale: 0.5, x: 40, y: 40 }, PHONE, photo)).toEqual({
      scale: 1,
      x: 0,
      y: 0,
    });
    expect(clampZoom({ scale: 9, x: 0, y: 0 }, PHONE, photo).scale).toBe(MAX_SCALE);
    // At 2×, a 390 px photo is 780 wide: 195 px either way; 780 high inside 844: centred.
    expect(clampZoom({ scale: 2, x: 500, y: 300 }, PHONE, photo)).toEqual({
      scale: 2,
      x: 195,
      y: 0,
    });
  });

  it('moves to the next photo on a long drag to the left, the previous to the right', () => {
    expect(swipeStep(-100, 390)).toBe(1);
    expect(swipeStep(100, 390)).toBe(-1);
    expect(swipeStep(-30, 390)).toBe(0);
    expect(swipeStep(-70, 1366)).toBe(1);
  });
});
