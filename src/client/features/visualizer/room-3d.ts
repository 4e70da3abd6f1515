import { Color, Group, PerspectiveCamera, Scene, Vector2, WebGLRenderer } from 'three';
import { cancelIdle, whenIdle } from './idle';
import { noteRoom3dArrival } from './room-3d-arrival';
import { CAMERA_FAR, CAMERA_NEAR, cameraPose } from './room-camera';
import { INDOOR_BACKGROUND, SKY } from './room-light';
import { type RoomSurfaces, buildRoom, disposeGroup, replaceMaps } from './room-model';
import { ROOMS, type Room } from './rooms';

export type { RoomSurfaces } from './room-model';

noteRoom3dArrival();

export interface RoomScene {
  /** The canvas the room is drawn on, made by the scene: the caller places it. */
  canvas: HTMLCanvasElement;
  /**
   * The room with its surfaces laid. `painting` names what `paint` paints (the room, the
   * covering, the size): the room prepared before the press under the same name is taken as it
   * is, its surfaces already painted and on the graphics card (prepareRoom).
   */
  show(room: Room, painting: string, paint: () => RoomSurfaces): void;
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

/** User Timing marks: the first room prepared before the press, and then shown as it was. */
const ROOM_PREPARED = 'visualizer:room-prepared';
const PREPARED_ROOM_SHOWN = 'visualizer:prepared-room-shown';

/**
 * A renderer made before the dialog opens, its shaders compiled, and the one a closed dialog
 * leaves: making a WebGL context and compiling a room's shaders is most of a slow phone's first
 * second (software WebGL: longer), and neither depends on the room.
 */
let spare: WebGLRenderer | null = null;
let inUse = 0;
let pending: number | null = null;

/**
 * The first room the dialog will show, built before the press on the spare renderer and drawn
 * once out of sight at the room view's size (prepareRoom): its surfaces painted and uploaded,
 * its shaders compiled, its drawing buffer made. Named by what was painted.
 */
interface PreparedRoom {
  painting: string;
  room: Room;
  scene: Scene;
  content: Group;
}
let prepared: PreparedRoom | null = null;
let preparing: number | null = null;

function disposePrepared(): void {
  if (prepared) disposeGroup(prepared.content);
  prepared = null;
}

function newRenderer(): WebGLRenderer | null {
  // The context asked for here, with three's attributes, so that a browser without WebGL is
  // told so by the room view in Spanish, not by three.js as an error on the console.
  // preserveDrawingBuffer: the picture can be downloaded (and read back) after it is drawn.
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('webgl2', {
    alpha: false,
    antialias: true,
    depth: true,
    stencil: false,
    premultipliedAlpha: true,
    preserveDrawingBuffer: true,
  });
  if (!context) return null;
  try {
    return new WebGLRenderer({ canvas, context, antialias: true, preserveDrawingBuffer: true });
  } catch {
    return null;
  }
}

/**
 * Once the browser idles, a renderer for the coming dialog, with a sample room drawn on one pixel
 * so the shaders every room uses (a tiled surface, matte walls, the window's pane) are compiled.
 * The warm-up (visualizer-button.tsx) asks for it; nothing is made while one waits or is in use.
 */
export function prepareRenderer(): void {
  if (spare || inUse > 0 || pending !== null) return;
  pending = whenIdle(() => {
    pending = null;
    if (spare || inUse > 0) return;
    const renderer = newRenderer();
    const room = ROOMS.find((r) => !r.outdoor);
    if (!renderer || !room) return;
    const sample = document.createElement('canvas');
    sample.width = sample.height = 1;
    const scene = new Scene();
    const content = buildRoom(room, { floor: sample, backWall: null, sideWall: null }, 1);
    scene.add(content);
    const camera = new PerspectiveCamera();
    renderer.setSize(1, 1, false);
    // compile() takes every object (a drawing, only those in view); the drawing links them.
    renderer.compile(scene, camera);
    renderer.render(scene, camera);
    disposeGroup(content);
    spare = renderer;
  });
}

/** 4× filtering keeps the far joints sharp; 16× (what a desktop offers) costs a phone more than it shows. */
function anisotropyOf(renderer: WebGLRenderer): number {
  return Math.min(renderer.capabilities.getMaxAnisotropy(), 4);
}

/** The camera where the room view puts it (room-camera.ts, shared with the first sketch). */
function placeCamera(camera: PerspectiveCamera, room: Room, yaw: number, pitch: number): void {
  const { eye, target, fov } = cameraPose(room, yaw, pitch, camera.aspect);
  camera.fov = fov;
  camera.updateProjectionMatrix();
  camera.position.set(...eye);
  camera.lookAt(...target);
}

/**
 * Before the press, at idle: the room the dialog will open on, with its surfaces as `paint`
 * paints them (named by `painting`), built on the spare renderer and drawn once out of sight
 * at `width` × `height` CSS pixels, so that after the press only the drawing on screen remains.
 * The painting and the drawing take an idle moment each; a press meanwhile stops them.
 */
export function prepareRoom(
  room: Room,
  painting: string,
  paint: () => RoomSurfaces,
  width: number,
  height: number,
): void {
  if (inUse > 0 || preparing !== null || prepared?.painting === painting) return;
  preparing = whenIdle(() => {
    preparing = null;
    if (inUse > 0) return;
    const surfaces = paint();
    preparing = whenIdle(() => {
      preparing = null;
      if (inUse > 0) return;
      spare ??= newRenderer();
      const renderer = spare;
      if (!renderer || width <= 0 || height <= 0) return;
      disposePrepared();
      const scene = new Scene();
      const content = buildRoom(room, surfaces, anisotropyOf(renderer));
      scene.add(content);
      scene.background = new Color(room.outdoor ? SKY : INDOOR_BACKGROUND);
      const camera = new PerspectiveCamera(60, width / height, CAMERA_NEAR, CAMERA_FAR);
      placeCamera(camera, room, 0, 0);
      renderer.setPixelRatio(1);
      renderer.setSize(width, height, false);
      renderer.render(scene, camera);
      prepared = { painting, room, scene, content };
      // For a trace (and the tests) to see: the first room is ready before the press.
      performance.mark(ROOM_PREPARED);
    });
  });
}

function takeRenderer(): WebGLRenderer | null {
  if (pending !== null) cancelIdle(pending);
  if (preparing !== null) cancelIdle(preparing);
  pending = preparing = null;
  const renderer = spare ?? newRenderer();
  spare = null;
  if (renderer) inUse++;
  return renderer;
}

function giveBack(renderer: WebGLRenderer): void {
  inUse--;
  renderer.domElement.remove();
  if (spare) renderer.dispose();
  else spare = renderer;
}

/**
 * A three.js scene on a canvas of its own, drawn on demand (no animation loop: a phone's battery
 * and a shared CPU are spared). Null when the browser cannot give a WebGL context.
 */
export function createRoomScene(onDrawn: () => void = () => undefined): RoomScene | null {
  const renderer = takeRenderer();
  if (!renderer) return null;
  // The first picture is drawn at one pixel per CSS pixel (a phone's 1,75 costs three times the
  // pixels, in software WebGL much more); sharpen() draws at the screen's own density. (Setting
  // the same ratio again would size the canvas again, and throw away its drawing buffer.)
  const pixelRatio = Math.min(window.devicePixelRatio || 1, 2);
  if (renderer.getPixelRatio() !== 1) renderer.setPixelRatio(1);
  const anisotropy = anisotropyOf(renderer);
  // The room prepared before the press, if any, waits in its scene for show() to ask for it.
  const ready = prepared;
  prepared = null;
  const scene = ready?.scene ?? new Scene();
  const camera = new PerspectiveCamera(60, 1, CAMERA_NEAR, CAMERA_FAR);
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
    placeCamera(camera, current, yaw, pitch);
    renderer.render(scene, camera);
    onDrawn();
  };

  return {
    canvas: renderer.domElement,
    show(room, painting, paint) {
      disposeGroup(content);
      scene.remove(content);
      if (ready && ready.painting === painting && ready.room === room && !current) {
        content = ready.content;
        performance.mark(PREPARED_ROOM_SHOWN);
      } else {
        if (ready && ready.content.parent) {
          disposeGroup(ready.content);
          scene.remove(ready.content);
        }
        content = buildRoom(room, paint(), anisotropy);
      }
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
      const size = renderer.getSize(new Vector2());
      // The same size again (the observer's first report) draws nothing anew.
      if (sized && size.x === width && size.y === height) return;
      sized = width > 0 && height > 0;
      // A canvas sized again loses its drawing buffer: the prepared one's is kept when it fits.
      if (size.x !== width || size.y !== height) renderer.setSize(width, height, false);
      camera.aspect = width / Math.max(1, height);
      camera.updateProjectionMatrix();
      render();
    },
    dispose() {
      if (frame !== null) cancelAnimationFrame(frame);
      disposeGroup(content);
      if (ready && ready.content !== content && ready.content.parent) disposeGroup(ready.content);
      giveBack(renderer);
    },
  };
}
