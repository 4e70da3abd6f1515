import { PerspectiveCamera, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { project } from '#shared/visualizer/homography';
import { CAMERA_FAR, CAMERA_NEAR, type Vec3, cameraPose } from './room-camera';
import { roomLights } from './room-light';
import { lambertFactor, shadedColor, sketchView } from './room-sketch';
import { ROOMS } from './rooms';

/** Where three.js's camera, placed as room-3d.ts places it, puts a world point on the canvas. */
function threePixel(
  room: (typeof ROOMS)[number],
  view: { yaw: number; pitch: number },
  size: { width: number; height: number },
  point: Vec3,
) {
  const aspect = size.width / size.height;
  const pose = cameraPose(room, view.yaw, view.pitch, aspect);
  const camera = new PerspectiveCamera(pose.fov, aspect, CAMERA_NEAR, CAMERA_FAR);
  camera.position.set(...pose.eye);
  camera.lookAt(...pose.target);
  camera.updateMatrixWorld();
  const ndc = new Vector3(...point).project(camera);
  return { x: ((ndc.x + 1) / 2) * size.width, y: ((1 - ndc.y) / 2) * size.height };
}

const SIZES = [
  { width: 1006, height: 711 },
  { width: 390, height: 464 },
];
const VIEWS = [
  { yaw: 0, pitch: 0 },
  { yaw: 0.6, pitch: -0.4 },
  { yaw: -1, pitch: 1 },
];

describe('the room sketch', () => {
  it('puts every corner of every room where the 3D room’s camera puts it, at both screens and any turn', () => {
    for (const room of ROOMS)
      for (const size of SIZES)
        for (const view of VIEWS) {
          const sketch = sketchView(
            cameraPose(room, view.yaw, view.pitch, size.width / size.height),
            size.width,
            size.height,
          );
          const { length: L, width: W, height: H } = room;
          const corners: Vec3[] = [
            [-L / 2, 0, -W / 2],
            [L / 2, 0, -W / 2],
            [-L / 2, H, -W / 2],
            [L / 2, H, -W / 2],
            ...room.furniture.map((p): Vec3 => [p.x + p.w / 2, (p.y ?? 0) + p.h, p.z - p.d / 2]),
          ];
          for (const corner of corners) {
            const expected = threePixel(room, view, size, corner);
            const got = sketch.project(corner);
            expect(got.depth).toBeGreaterThan(0);
            expect(got.x).toBeCloseTo(expected.x, 6);
            expect(got.y).toBeCloseTo(expected.y, 6);
          }
        }
  });

  it('lays a plane’s painting by a homography that agrees with the camera, its w the depth ahead', () => {
    const room = ROOMS.find((r) => r.id === 'living')!;
    const size = SIZES[1]!;
    const sketch = sketchView(
      cameraPose(room, 0.3, 0.2, size.width / size.height),
      size.width,
      size.height,
    );
    const origin: Vec3 = [-room.length / 2, 0, -room.width / 2];
    const h = sketch.planeHomography(origin, [1, 0, 0], [0, 0, 1]);
    for (const [u, v] of [
      [0, 0],
      [1.2, 3.3],
      [room.length, room.width / 2],
    ] as const) {
      const world: Vec3 = [origin[0] + u, 0, origin[2] + v];
      const expected = threePixel(room, { yaw: 0.3, pitch: 0.2 }, size, world);
      const got = project(h, { x: u, y: v });
      expect(got.x).toBeCloseTo(expected.x, 6);
      expect(got.y).toBeCloseTo(expected.y, 6);
      expect(h[6] * u + h[7] * v + h[8]).toBeCloseTo(sketch.depth(world), 9);
    }
    // The floor's plane goes on behind the eye: there, w is negative (and such cells are left out).
    const behind = { x: room.length / 2, y: room.width + 5 };
    expect(h[6] * behind.x + h[7] * behind.y + h[8]).toBeLessThan(0);
  });

  it('lights a face as three.js’s Lambert does: the floor gets the sky, a wall facing the window the sun', () => {
    const room = ROOMS.find((r) => r.id === 'living')!;
    const lights = roomLights(room);
    const floor = lambertFactor(lights, [0, 1, 0]);
    const ceiling = lambertFactor(lights, [0, -1, 0]);
    // Facing up: ambient 0,35 + the sky's white × 0,9 + the sun's share, over π.
    expect(floor[0]).toBeGreaterThan((0.35 + 0.9) / Math.PI);
    expect(floor[0]).toBeLessThan((0.35 + 0.9 + 1.25) / Math.PI);
    // Facing down: only ambient and the ground's colour, no sun.
    expect(ceiling[0]).toBeLessThan(floor[0]);
    // The right wall faces the window (on the left): the sun lights it; the left wall not at all.
    expect(lambertFactor(lights, [-1, 0, 0])[0]).toBeGreaterThan(
      lambertFactor(lights, [1, 0, 0])[0],
    );
    // White under no light but ambient and hemisphere, seen edge-on to the sun: a grey, in sRGB.
    expect(shadedColor(lights, '#ffffff', [1, 0, 0])).toMatch(/^rgb\(\d+, \d+, \d+\)$/);
  });
});
