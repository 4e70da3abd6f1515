import type { Vec3 } from './room-camera';
import type { Room } from './rooms';

/** What stands behind the room: the sky outdoors, a dark ceiling's shade indoors. */
export const SKY = '#cfe3f2';
export const INDOOR_BACKGROUND = '#2f3033';
/** The floor's colour when the tile covers the walls instead. */
export const PLAIN_FLOOR = '#a89f94';
/** The window's pane: bright, lit by nothing but itself. */
export const WINDOW_PANE = '#eef7ff';

/** A room's lights: the sun through the window, the sky and the ground's bounce, a little ambient. */
export interface RoomLights {
  sun: { color: string; intensity: number; position: Vec3; target: Vec3 };
  hemisphere: { sky: string; ground: string; intensity: number };
  ambient: { color: string; intensity: number };
}

/** One source for the 3D room (room-model.ts) and its first sketch (room-sketch.ts). */
export function roomLights(room: Room): RoomLights {
  const { length: L, outdoor } = room;
  return {
    sun: {
      color: '#fff4e0',
      intensity: outdoor ? 1.6 : 1.25,
      position: [-L * 1.5, outdoor ? 6 : room.window.sill + room.window.h, room.window.z + 1],
      target: [L / 4, 0, 0],
    },
    hemisphere: { sky: '#ffffff', ground: '#8a7f73', intensity: outdoor ? 1.1 : 0.9 },
    ambient: { color: '#ffffff', intensity: 0.35 },
  };
}
