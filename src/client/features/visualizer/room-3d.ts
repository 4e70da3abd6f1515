import {
  AmbientLight,
  BoxGeometry,
  CanvasTexture,
  Color,
  DirectionalLight,
  Group,
  HemisphereLight,
  type Material,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  PerspectiveCamera,
  PlaneGeometry,
  SRGBColorSpace,
  Scene,
  Vector3,
  WebGLRenderer,
} from 'three';
import type { Room } from './rooms';

/** Painted surfaces for a room: the floor, or the walls when the tile is a revestimiento. */
export interface RoomSurfaces {
  /** length × width of the floor, painted (x along the length, y away from the camera). */
  floor: HTMLCanvasElement | null;
  /** The back wall (length × tiled height) and a side wall (width × tiled height). */
  backWall: HTMLCanvasElement | null;
  sideWall: HTMLCanvasElement | null;
}

export interface RoomScene {
  show(room: Room, surfaces: RoomSurfaces): void;
  /** Turns the view: yaw (left/right) and pitch (height), each from −1 to 1. */
  setView(yaw: number, pitch: number): void;
  resize(width: number, height: number): void;
  dispose(): void;
}

const PLAIN_FLOOR = '#a89f94';
const SKY = '#cfe3f2';
const INDOOR_BACKGROUND = '#2f3033';

/**
 * A three.js scene on the given canvas, drawn on demand (no animation loop: a phone's battery
 * and a shared CPU are spared). Null when the browser cannot give a WebGL context.
 */
export function createRoomScene(
  canvas: HTMLCanvasElement,
  onDrawn: () => void = () => undefined,
): RoomScene | null {
  let renderer: WebGLRenderer;
  try {
    // preserveDrawingBuffer: the picture can be downloaded (and read back) after it is drawn.
    renderer = new WebGLRenderer({ canvas, antialias: true, preserveDrawingBuffer: true });
  } catch {
    return null;
  }
  renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
  // 4× filtering keeps the far joints sharp; 16× (what a desktop offers) costs a phone more
  // than it shows.
  const anisotropy = Math.min(renderer.capabilities.getMaxAnisotropy(), 4);
  const scene = new Scene();
  const camera = new PerspectiveCamera(60, 1, 0.05, 100);
  let content = new Group();
  scene.add(content);
  let current: Room | null = null;
  let yaw = 0;
  let pitch = 0;

  // Whatever changes in one frame (the room, the view, the size) is drawn once, in the next
  // frame: opening the dialog asks for all three, and each drawing costs a slow phone dearly.
  let frame: number | null = null;
  const render = () => {
    if (frame === null) frame = requestAnimationFrame(draw);
  };
  const draw = () => {
    frame = null;
    if (!current) return;
    const { length, width } = current;
    // Standing at the open front edge, eyes at 1,65 m, looking at the far half of the floor.
    const target = new Vector3(0, 0.35, -width * 0.12);
    const distance = width * 0.62 - 0.1;
    camera.fov = camera.aspect < 1 ? 75 : 60;
    camera.updateProjectionMatrix();
    const angle = yaw * 0.6;
    void length;
    camera.position.set(
      target.x + Math.sin(angle) * distance,
      1.65 + pitch * 0.9,
      target.z + Math.cos(angle) * distance,
    );
    camera.lookAt(target);
    renderer.render(scene, camera);
    onDrawn();
  };

  return {
    show(room, surfaces) {
      disposeGroup(content);
      scene.remove(content);
      content = buildRoom(room, surfaces, anisotropy);
      scene.add(content);
      scene.background = new Color(room.outdoor ? SKY : INDOOR_BACKGROUND);
      current = room;
      render();
    },
    setView(nextYaw, nextPitch) {
      yaw = Math.max(-1, Math.min(1, nextYaw));
      pitch = Math.max(-1, Math.min(1, nextPitch));
      render();
    },
    resize(width, height) {
      renderer.setSize(width, height, false);
      camera.aspect = width / Math.max(1, height);
      camera.updateProjectionMatrix();
      render();
    },
    dispose() {
      if (frame !== null) cancelAnimationFrame(frame);
      disposeGroup(content);
      renderer.dispose();
    },
  };
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

function buildRoom(room: Room, surfaces: RoomSurfaces, anisotropy: number): Group {
  const group = new Group();
  const { length: L, width: W, height: H } = room;

  const floor = plane(
    L,
    W,
    new MeshStandardMaterial(
      surfaces.floor
        ? { map: texture(surfaces.floor, anisotropy), roughness: 0.55 }
        : { color: PLAIN_FLOOR, roughness: 0.8 },
    ),
  );
  floor.rotation.x = -Math.PI / 2;
  group.add(floor);

  const wallMaterial = () => new MeshStandardMaterial({ color: room.wallColor, roughness: 0.95 });
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
    group.add(tiles);
  }
  if (surfaces.sideWall) {
    for (const side of [-1, 1]) {
      const tiles = plane(
        W,
        tiled,
        new MeshStandardMaterial({ map: texture(surfaces.sideWall, anisotropy), roughness: 0.35 }),
      );
      tiles.rotation.y = (-side * Math.PI) / 2;
      tiles.position.set(side * (L / 2 - 0.003), tiled / 2, 0);
      group.add(tiles);
    }
  }

  if (!room.outdoor) {
    // The window's light: a bright pane on the left wall, the sun coming through it.
    const pane = plane(room.window.w, room.window.h, new MeshBasicMaterial({ color: '#eef7ff' }));
    pane.rotation.y = Math.PI / 2;
    pane.position.set(-L / 2 + 0.006, room.window.sill + room.window.h / 2, room.window.z);
    group.add(pane);
  }
  const sun = new DirectionalLight('#fff4e0', room.outdoor ? 1.6 : 1.25);
  sun.position.set(
    -L * 1.5,
    room.outdoor ? 6 : room.window.sill + room.window.h,
    room.window.z + 1,
  );
  sun.target.position.set(L / 4, 0, 0);
  group.add(sun, sun.target);
  group.add(new HemisphereLight('#ffffff', '#8a7f73', room.outdoor ? 1.1 : 0.9));
  group.add(new AmbientLight('#ffffff', 0.35));

  for (const piece of room.furniture) {
    const box = new Mesh(
      new BoxGeometry(piece.w, piece.h, piece.d),
      new MeshStandardMaterial({ color: piece.color, roughness: 0.7 }),
    );
    box.position.set(piece.x, (piece.y ?? 0) + piece.h / 2, piece.z);
    group.add(box);
  }
  return group;
}

function disposeGroup(group: Group): void {
  group.traverse((object) => {
    if (!(object instanceof Mesh)) return;
    object.geometry.dispose();
    const materials: Material[] = Array.isArray(object.material)
      ? object.material
      : [object.material];
    for (const material of materials) {
      if (material instanceof MeshStandardMaterial) material.map?.dispose();
      material.dispose();
    }
  });
}
