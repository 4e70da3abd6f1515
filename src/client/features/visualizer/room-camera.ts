import type { Room } from './rooms';

export type Vec3 = readonly [number, number, number];

/** Where the room view looks from: the eye, the point looked at, the vertical field of view. */
export interface CameraPose {
  eye: Vec3;
  target: Vec3;
  /** Vertical field of view, degrees. */
  fov: number;
}

/** The camera's near and far planes, metres. */
export const CAMERA_NEAR = 0.05;
export const CAMERA_FAR = 100;

/**
 * The camera where the room view puts it: at the open front edge, eyes at 1,65 m, looking at
 * the far half of the floor; turned by yaw (left/right) and pitch (height), each from −1 to 1.
 * One source for the 3D room (room-3d.ts) and its first sketch (room-sketch.ts).
 */
export function cameraPose(room: Room, yaw: number, pitch: number, aspect: number): CameraPose {
  const { width } = room;
  const target: Vec3 = [0, 0.35, -width * 0.12];
  const distance = width * 0.62 - 0.1;
  const angle = yaw * 0.6;
  return {
    eye: [
      target[0] + Math.sin(angle) * distance,
      1.65 + pitch * 0.9,
      target[2] + Math.cos(angle) * distance,
    ],
    target,
    fov: aspect < 1 ? 75 : 60,
  };
}
