import {
  AmbientLight,
  BoxGeometry,
  CanvasTexture,
  DirectionalLight,
  Group,
  HemisphereLight,
  type Material,
  Mesh,
  MeshBasicMaterial,
  MeshLambertMaterial,
  MeshStandardMaterial,
  PlaneGeometry,
  SRGBColorSpace,
  type Texture,
} from 'three';
import { PLAIN_FLOOR, WINDOW_PANE, roomLights } from './room-light';
import type { Room } from './rooms';

/** Painted surfaces for a room: the floor, or the walls when the tile is a revestimiento. */
export interface RoomSurfaces {
  /** length × width of the floor, painted (x along the length, y away from the camera). */
  floor: HTMLCanvasElement | null;
  /** The back wall (length × tiled height) and a side wall (width × tiled height). */
  backWall: HTMLCanvasElement | null;
  sideWall: HTMLCanvasElement | null;
}

function texture(canvas: HTMLCanvasElement, anisotropy: number): CanvasTexture {
  const map = new CanvasTexture(canvas);
  map.colorSpace = SRGBColorSpace;
  map.anisotropy = anisotropy;
  return map;
}

function plane(width: number, height: number, material: Material): Mesh {
  return new Mesh(new PlaneGeometry(width, height), material);
}

/** A room's floor, walls, window, lights and furniture, with its surfaces laid. */
export function buildRoom(room: Room, surfaces: RoomSurfaces, anisotropy: number): Group {
  const group = new Group();
  const { length: L, width: W, height: H } = room;

  // The tiles keep a physical material (their sheen); the walls and furniture are matte, and a
  // Lambert material draws them for a fraction of the cost (one simpler shader to compile).
  const floor = plane(
    L,
    W,
    surfaces.floor
      ? new MeshStandardMaterial({ map: texture(surfaces.floor, anisotropy), roughness: 0.55 })
      : new MeshLambertMaterial({ color: PLAIN_FLOOR }),
  );
  floor.rotation.x = -Math.PI / 2;
  floor.userData.surface = 'floor';
  group.add(floor);

  const wallMaterial = () => new MeshLambertMaterial({ color: room.wallColor });
  const back = plane(L, H, wallMaterial());
  back.position.set(0, H / 2, -W / 2);
  const left = plane(W, H, wallMaterial());
  left.rotation.y = Math.PI / 2;
  left.position.set(-L / 2, H / 2, 0);
  const right = plane(W, H, wallMaterial());
  right.rotation.y = -Math.PI / 2;
  right.position.set(L / 2, H / 2, 0);
  group.add(back, left, right);

  // A revestimiento covers the three walls up to its height, a few millimetres in front of them.
  const tiled = Math.min(room.wallTileHeight, H);
  if (surfaces.backWall) {
    const tiles = plane(
      L,
      tiled,
      new MeshStandardMaterial({ map: texture(surfaces.backWall, anisotropy), roughness: 0.35 }),
    );
    tiles.position.set(0, tiled / 2, -W / 2 + 0.003);
    tiles.userData.surface = 'backWall';
    group.add(tiles);
  }
  if (surfaces.sideWall) {
    const map = texture(surfaces.sideWall, anisotropy);
    for (const side of [-1, 1]) {
      const tiles = plane(W, tiled, new MeshStandardMaterial({ map, roughness: 0.35 }));
      tiles.rotation.y = (-side * Math.PI) / 2;
      tiles.position.set(side * (L / 2 - 0.003), tiled / 2, 0);
      tiles.userData.surface = 'sideWall';
      group.add(tiles);
    }
  }

  if (!room.outdoor) {
    // The window's light: a bright pane on the left wall, the sun coming through it.
    const pane = plane(room.window.w, room.window.h, new MeshBasicMaterial({ color: WINDOW_PANE }));
    pane.rotation.y = Math.PI / 2;
    pane.position.set(-L / 2 + 0.006, room.window.sill + room.window.h / 2, room.window.z);
    group.add(pane);
  }
  const lights = roomLights(room);
  const sun = new DirectionalLight(lights.sun.color, lights.sun.intensity);
  sun.position.set(...lights.sun.position);
  sun.target.position.set(...lights.sun.target);
  group.add(sun, sun.target);
  const { hemisphere, ambient } = lights;
  group.add(new HemisphereLight(hemisphere.sky, hemisphere.ground, hemisphere.intensity));
  group.add(new AmbientLight(ambient.color, ambient.intensity));

  for (const piece of room.furniture) {
    const box = new Mesh(
      new BoxGeometry(piece.w, piece.h, piece.d),
      new MeshLambertMaterial({ color: piece.color }),
    );
    box.position.set(piece.x, (piece.y ?? 0) + piece.h / 2, piece.z);
    group.add(box);
  }
  return group;
}

/** The tiled surfaces' pictures swapped for `surfaces` (the same sizes in metres, more pixels). */
export function replaceMaps(group: Group, surfaces: RoomSurfaces, anisotropy: number): void {
  const maps = new Map<HTMLCanvasElement, CanvasTexture>();
  const old = new Set<Texture>();
  group.traverse((object) => {
    const canvas = surfaces[object.userData.surface as keyof RoomSurfaces] ?? null;
    if (!canvas || !(object instanceof Mesh) || !(object.material instanceof MeshStandardMaterial))
      return;
    const map = maps.get(canvas) ?? texture(canvas, anisotropy);
    maps.set(canvas, map);
    if (object.material.map) old.add(object.material.map);
    object.material.map = map;
  });
  for (const map of old) map.dispose();
}

export function disposeGroup(group: Group): void {
  const textures = new Set<Texture>();
  group.traverse((object) => {
    if (!(object instanceof Mesh)) return;
    object.geometry.dispose();
    const materials: Material[] = Array.isArray(object.material)
      ? object.material
      : [object.material];
    for (const material of materials) {
      if (material instanceof MeshStandardMaterial && material.map) textures.add(material.map);
      material.dispose();
    }
  });
  for (const map of textures) map.dispose();
}
