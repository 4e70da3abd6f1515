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
  MeshLambertMaterial,
  MeshStandardMaterial,
  PerspectiveCamera,
  PlaneGeometry,
  SRGBColorSpace,
  Scene,
  type Texture,
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
  /**
   * The same room at the screen's pixel density, with its surfaces painted again sharper (only
   * their pictures change): what follows the first, quicker picture.
   */
  sharpen(surfaces: RoomSurfaces): void;
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
  // The first picture is drawn at one pixel per CSS pixel (a phone's 1,75 costs three times the
  // pixels, in software WebGL much more); sharpen() draws at the screen's own density.
  const pixelRatio = Math.min(window.devicePixelRatio || 1, 2);
  renderer.setPixelRatio(1);
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
  // Nothing is drawn before the canvas has its size: a picture at the canvas's default 300 × 150
  // would be thrown away at once.
  let sized = false;

  // Whatever changes in one frame (the room, the view, the size) is drawn once, in the next
  // frame: opening the dialog asks for all three, and each drawing costs a slow phone dearly.
  let frame: number | null = null;
  const render = () => {
    if (frame === null) frame = requestAnimationFrame(draw);
  };
  const draw = () => {
    frame = null;
    if (!current || !sized) return;
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
    sharpen(surfaces) {
      renderer.setPixelRatio(pixelRatio);
      replaceMaps(content, surfaces, anisotropy);
      render();
    },
    setView(nextYaw, nextPitch) {
      yaw = Math.max(-1, Math.min(1, nextYaw));
      pitch = Math.max(-1, Math.min(1, nextPitch));
      render();
    },
    resize(width, height) {
      sized = width > 0 && height > 0;
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
      new MeshLambertMaterial({ color: piece.color }),
    );
    box.position.set(piece.x, (piece.y ?? 0) + piece.h / 2, piece.z);
    group.add(box);
  }
  return group;
}

/** The tiled surfaces' pictures swapped for `surfaces` (the same sizes in metres, more pixels). */
function replaceMaps(group: Group, surfaces: RoomSurfaces, anisotropy: number): void {
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

function disposeGroup(group: Group): void {
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
