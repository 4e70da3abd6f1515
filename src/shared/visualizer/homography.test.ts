import { describe, expect, it } from 'vitest';
import { homographyFromPoints, project, roomToPhoto, type Point } from './homography';
import { tilesAcross } from './tile-layout';

const corners: [Point, Point, Point, Point] = [
  { x: 212, y: 410 },
  { x: 1030, y: 395 },
  { x: 1260, y: 760 },
  { x: 40, y: 790 },
];

describe('roomToPhoto', () => {
  it('maps the four corners of the typed rectangle exactly onto the marked ones', () => {
    const h = roomToPhoto(3, 2, corners);
    expect(h).not.toBeNull();
    if (!h) return;
    const room: Point[] = [
      { x: 0, y: 0 },
      { x: 3, y: 0 },
      { x: 3, y: 2 },
      { x: 0, y: 2 },
    ];
    room.forEach((p, i) => {
      const q = project(h, p);
      expect(q.x).toBeCloseTo(corners[i]?.x ?? NaN, 9);
      expect(q.y).toBeCloseTo(corners[i]?.y ?? NaN, 9);
    });
  });

  it('a 3 × 2 m room of 60 × 60 tiles has 5 × 3,33 tiles across it, and the joint lines land in perspective', () => {
    expect(tilesAcross(3, 0.6)).toBe(5);
    expect(tilesAcross(2, 0.6)).toBeCloseTo(3.333, 3);
    const h = roomToPhoto(3, 2, corners);
    if (!h) throw new Error('no homography');
    // The 5th joint along the length is the far wall; joints along a line stay on that line.
    const a = project(h, { x: 0, y: 0.6 });
    const b = project(h, { x: 1.8, y: 0.6 });
    const c = project(h, { x: 3, y: 0.6 });
    const cross = (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
    expect(Math.abs(cross)).toBeLessThan(1e-6);
    // Perspective: equal steps on the floor shrink towards the far wall (smaller y on the photo).
    const near = project(h, { x: 1.5, y: 2 });
    const nearer = project(h, { x: 1.5, y: 1.4 });
    const far = project(h, { x: 1.5, y: 0.6 });
    const farther = project(h, { x: 1.5, y: 0 });
    expect(Math.hypot(near.x - nearer.x, near.y - nearer.y)).toBeGreaterThan(
      Math.hypot(far.x - farther.x, far.y - farther.y),
    );
  });

  it('refuses an empty room and three corners in a line', () => {
    expect(roomToPhoto(0, 2, corners)).toBeNull();
    expect(
      homographyFromPoints(
        [
          { x: 0, y: 0 },
          { x: 1, y: 0 },
          { x: 1, y: 1 },
          { x: 0, y: 1 },
        ],
        [
          { x: 0, y: 0 },
          { x: 1, y: 1 },
          { x: 2, y: 2 },
          { x: 3, y: 3 },
        ],
      ),
    ).toBeNull();
  });
});
