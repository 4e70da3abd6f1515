/**
 * The preset rooms, modelled simply: a floor of `length` × `width` metres
 * (x across the view, z away from the camera), walls of `height`, a window's light on one wall
 * and a few pieces of furniture as plain boxes. Sizes are a typical Argentine home's.
 */

export type RoomId = 'cocina' | 'bano' | 'living' | 'patio';

export interface Furniture {
  /** Centre on the floor (x, z) from the room's centre, metres. */
  x: number;
  z: number;
  /** Size: across, up, deep. */
  w: number;
  h: number;
  d: number;
  /** Height of its bottom above the floor (a wall cabinet, a mirror). */
  y?: number;
  color: string;
}

export interface Room {
  id: RoomId;
  label: string;
  length: number;
  width: number;
  height: number;
  wallColor: string;
  /** Outdoors: sky instead of a ceiling, low walls. */
  outdoor: boolean;
  /** The window on the left wall: centre along z, width and height, sill height. */
  window: { z: number; w: number; h: number; sill: number };
  furniture: Furniture[];
  /** Which walls a revestimiento covers, and up to where (metres). */
  wallTileHeight: number;
}

export const ROOMS: Room[] = [
  {
    id: 'cocina',
    label: 'Cocina',
    length: 3.6,
    width: 3,
    height: 2.6,
    wallColor: '#efe9df',
    outdoor: false,
    window: { z: -0.2, w: 1.2, h: 1.1, sill: 1.05 },
    furniture: [
      // Bajo mesada and mesada along the back wall, alacenas above, a table in the middle.
      { x: 0.2, z: -1.2, w: 2.8, h: 0.86, d: 0.6, color: '#8b6f4e' },
      { x: 0.2, z: -1.2, w: 2.84, h: 0.04, d: 0.64, y: 0.86, color: '#3b3b3b' },
      { x: 0.2, z: -1.33, w: 2.8, h: 0.7, d: 0.34, y: 1.5, color: '#a38663' },
      { x: 1.2, z: -1.2, w: 0.6, h: 1.9, d: 0.65, color: '#d9d9d9' },
      { x: 0.3, z: 0.2, w: 1.2, h: 0.76, d: 0.8, color: '#6d5438' },
    ],
    wallTileHeight: 2.6,
  },
  {
    id: 'bano',
    label: 'Baño',
    length: 2.4,
    width: 2,
    height: 2.5,
    wallColor: '#f3f1ec',
    outdoor: false,
    window: { z: -0.3, w: 0.6, h: 0.5, sill: 1.6 },
    furniture: [
      // Vanitory, espejo, inodoro and a shower tray.
      { x: -0.3, z: -0.78, w: 0.8, h: 0.82, d: 0.45, color: '#ffffff' },
      { x: -0.3, z: -0.99, w: 0.7, h: 0.8, d: 0.02, y: 1.1, color: '#c8d7de' },
      { x: 0.5, z: -0.7, w: 0.38, h: 0.42, d: 0.6, color: '#fafafa' },
      { x: 0.5, z: -0.93, w: 0.38, h: 0.36, d: 0.16, y: 0.42, color: '#fafafa' },
      { x: 0.85, z: 0.4, w: 0.7, h: 0.04, d: 0.9, color: '#e8e8e8' },
    ],
    wallTileHeight: 2.5,
  },
  {
    id: 'living',
    label: 'Living',
    length: 5,
    width: 4,
    height: 2.7,
    wallColor: '#ebe5da',
    outdoor: false,
    window: { z: -0.6, w: 1.8, h: 1.5, sill: 0.6 },
    furniture: [
      // Sofá (base and respaldo), mesa ratona, rack and television, a rug-free floor.
      { x: 0.4, z: -1.45, w: 2.2, h: 0.42, d: 0.9, color: '#5b6770' },
      { x: 0.4, z: -1.8, w: 2.2, h: 0.45, d: 0.2, y: 0.42, color: '#56626b' },
      { x: 0.4, z: -0.4, w: 1.1, h: 0.4, d: 0.6, color: '#7a5a3a' },
      { x: 2.25, z: 0.2, w: 0.45, h: 0.5, d: 1.8, color: '#4a3b2c' },
      { x: 2.35, z: 0.2, w: 0.06, h: 0.7, d: 1.2, y: 0.9, color: '#111111' },
    ],
    wallTileHeight: 1.2,
  },
  {
    id: 'patio',
    label: 'Patio',
    length: 6,
    width: 5,
    height: 1.8,
    wallColor: '#d8cfc2',
    outdoor: true,
    window: { z: 0, w: 0, h: 0, sill: 0 },
    furniture: [
      // Mesa con sillas, una parrilla, a planter.
      { x: -0.8, z: -0.6, w: 1.6, h: 0.74, d: 0.9, color: '#6b4f33' },
      { x: -0.8, z: -1.3, w: 0.45, h: 0.45, d: 0.45, color: '#3d3d3d' },
      { x: -0.8, z: 0.1, w: 0.45, h: 0.45, d: 0.45, color: '#3d3d3d' },
      { x: 2.2, z: -2.1, w: 1.4, h: 1.8, d: 0.7, color: '#8c4b32' },
      { x: -2.6, z: -2.2, w: 0.6, h: 0.6, d: 0.6, color: '#4f7a3a' },
    ],
    wallTileHeight: 1.8,
  },
];

export const DEFAULT_ROOM: RoomId = 'living';
