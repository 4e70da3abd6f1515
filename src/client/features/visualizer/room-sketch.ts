import type { Homography } from '#shared/visualizer/homography';
import { CAMERA_NEAR, type CameraPose, type Vec3, cameraPose } from './room-camera';
import {
  INDOOR_BACKGROUND,
  PLAIN_FLOOR,
  type RoomLights,
  SKY,
  WINDOW_PANE,
  roomLights,
} from './room-light';
import type { RoomSurfaces } from './room-model';
import type { Room } from './rooms';

/**
 * The room's first picture while three.js is on its way (a slow phone's network takes a second
 * for it, software WebGL most of another to draw): the same room, seen from the same camera
 * (room-camera.ts), lit by the same lights (room-light.ts), drawn on a 2D canvas. The tiled
 * surfaces are the very paintings the 3D room then takes, laid in perspective as the photo mode
 * lays them (photo-warp.ts). Walls and furniture are flat, as the 3D room's matte surfaces are
 * under its lights; the tiles lose only their sheen until the 3D room replaces the sketch.
 */

const add = (a: Vec3, b: Vec3): Vec3 => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
const sub = (a: Vec3, b: Vec3): Vec3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const scale = (a: Vec3, k: number): Vec3 => [a[0] * k, a[1] * k, a[2] * k];
const dot = (a: Vec3, b: Vec3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec3, b: Vec3): Vec3 => [
  a[1] * b[2] - a[2] * b[1],
  a[2] * b[0] - a[0] * b[2],
  a[0] * b[1] - a[1] * b[0],
];
const normalize = (a: Vec3): Vec3 => scale(a, 1 / (Math.hypot(...a) || 1));
const each = (a: Vec3, f: (c: number) => number): Vec3 => [f(a[0]), f(a[1]), f(a[2])];

/** The camera's view: a world point's place on the canvas (pixels) and its depth ahead. */
export interface SketchView {
  project(point: Vec3): { x: number; y: number; depth: number };
  /**
   * The homography from a plane's own coordinates (u along `across`, v along `down`, metres from
   * `origin`) to canvas pixels; its w is the depth ahead of the eye.
   */
  planeHomography(origin: Vec3, across: Vec3, down: Vec3): Homography;
  depth(point: Vec3): number;
  eye: Vec3;
}

/** As three.js's PerspectiveCamera looking at the target, up being +y, on a width × height canvas. */
export function sketchView(pose: CameraPose, width: number, height: number): SketchView {
  const forward = normalize(sub(pose.target, pose.eye));
  const right = normalize(cross(forward, [0, 1, 0]));
  const up = cross(right, forward);
  const focal = 1 / Math.tan((pose.fov * Math.PI) / 360);
  const kx = (focal * height) / width;
  const [hw, hh] = [width / 2, height / 2];
  // A direction's (w = 0) or a point's (w = 1) homogeneous canvas coordinates.
  const row = (v: Vec3, w: number): [number, number, number] => {
    const relative = w ? sub(v, pose.eye) : v;
    const d = dot(relative, forward);
    return [hw * (d + kx * dot(relative, right)), hh * (d - focal * dot(relative, up)), d];
  };
  return {
    eye: pose.eye,
    depth: (point) => dot(sub(point, pose.eye), forward),
    project(point) {
      const [x, y, depth] = row(point, 1);
      return { x: x / depth, y: y / depth, depth };
    },
    planeHomography(origin, across, down) {
      const [a, d, g] = row(across, 0);
      const [b, e, h] = row(down, 0);
      const [c, f, i] = row(origin, 1);
      return [a, b, c, d, e, f, g, h, i];
    },
  };
}

/** sRGB ↔ linear light, as three.js converts colours and its output. */
const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const toSrgb = (c: number) => (c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055);
function linearOf(hex: string): Vec3 {
  const n = Number.parseInt(hex.slice(1), 16);
  return [
    toLinear(((n >> 16) & 255) / 255),
    toLinear(((n >> 8) & 255) / 255),
    toLinear((n & 255) / 255),
  ];
}
const byteOf = (c: number) => Math.round(Math.min(1, Math.max(0, toSrgb(c))) * 255);
function cssOf(linear: Vec3): string {
  return `rgb(${byteOf(linear[0])}, ${byteOf(linear[1])}, ${byteOf(linear[2])})`;
}

/**
 * The light a flat surface facing `normal` gets, divided by π (three.js's Lambert: ambient, the
 * hemisphere's sky-to-ground blend, the sun by the cosine of its angle): constant over a flat
 * face, so a face is one colour, as in the 3D room.
 */
export function lambertFactor(lights: RoomLights, normal: Vec3): Vec3 {
  const { sun, hemisphere, ambient } = lights;
  const weight = 0.5 * normal[1] + 0.5;
  const sky = linearOf(hemisphere.sky);
  const ground = linearOf(hemisphere.ground);
  const toSun = normalize(sub(sun.position, sun.target));
  const cosine = Math.max(0, dot(normal, toSun));
  const sunLight = linearOf(sun.color);
  const ambientLight = linearOf(ambient.color);
  const channel = (i: 0 | 1 | 2) =>
    (ambientLight[i] * ambient.intensity +
      (ground[i] + (sky[i] - ground[i]) * weight) * hemisphere.intensity +
      sunLight[i] * sun.intensity * cosine) /
    Math.PI;
  return [channel(0), channel(1), channel(2)];
}

/** A flat face's colour under the room's lights, in linear light. */
function shadedLinear(lights: RoomLights, albedo: string, normal: Vec3): Vec3 {
  const light = lambertFactor(lights, normal);
  const colour = linearOf(albedo);
  return [colour[0] * light[0], colour[1] * light[1], colour[2] * light[2]];
}

/** A flat face's colour under the room's lights (CSS). */
export function shadedColor(lights: RoomLights, albedo: string, normal: Vec3): string {
  return cssOf(shadedLinear(lights, albedo, normal));
}

/** A polygon's part ahead of the near plane (Sutherland–Hodgman against one plane). */
function clipAhead(view: SketchView, polygon: Vec3[]): Vec3[] {
  const out: Vec3[] = [];
  const ahead = (p: Vec3) => view.depth(p) - CAMERA_NEAR;
  polygon.forEach((current, i) => {
    const previous = polygon[(i + polygon.length - 1) % polygon.length] ?? current;
    const [dc, dp] = [ahead(current), ahead(previous)];
    if (dc >= 0 !== dp >= 0) out.push(add(previous, scale(sub(current, previous), dp / (dp - dc))));
    if (dc >= 0) out.push(current);
  });
  return out;
}

function tracePolygon(ctx: CanvasRenderingContext2D, view: SketchView, polygon: Vec3[]): boolean {
  const clipped = clipAhead(view, polygon);
  if (clipped.length < 3) return false;
  ctx.beginPath();
  clipped.forEach((point, i) => {
    const { x, y } = view.project(point);
    if (i === 0) ctx.moveTo(x, y);
    else ctx.lineTo(x, y);
  });
  ctx.closePath();
  return true;
}

function fillPolygon(
  ctx: CanvasRenderingContext2D,
  view: SketchView,
  polygon: Vec3[],
  fill: string,
) {
  if (!tracePolygon(ctx, view, polygon)) return;
  ctx.fillStyle = fill;
  ctx.fill();
}

/** A rectangle in space: a corner, and the vectors along its two sides. */
interface Panel {
  origin: Vec3;
  across: Vec3;
  down: Vec3;
  normal: Vec3;
}
const cornersOf = ({ origin, across, down }: Panel): Vec3[] => [
  origin,
  add(origin, across),
  add(add(origin, across), down),
  add(origin, down),
];

/** A painting's pixels, and the same halved and halved again (far tiles sampled from a smaller one). */
interface Texels {
  levels: { data: Uint8ClampedArray; width: number; height: number }[];
}
function texelsOf(painting: HTMLCanvasElement): Texels | null {
  const levels: Texels['levels'] = [];
  let source: HTMLCanvasElement = painting;
  for (let level = 0; level < 5; level++) {
    const ctx = source.getContext('2d');
    if (!ctx) return null;
    const { width, height } = source;
    levels.push({ data: ctx.getImageData(0, 0, width, height).data, width, height });
    if (width < 8 || height < 8) break;
    const half = document.createElement('canvas');
    half.width = Math.max(1, Math.floor(width / 2));
    half.height = Math.max(1, Math.floor(height / 2));
    half
      .getContext('2d', { willReadFrequently: true })
      ?.drawImage(source, 0, 0, half.width, half.height);
    source = half;
  }
  return { levels };
}

/** A 3×3 matrix's inverse (row-major), null when singular. */
function invert(m: Homography): Homography | null {
  const [a, b, c, d, e, f, g, h, i] = m;
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  if (Math.abs(det) < 1e-12) return null;
  const k = 1 / det;
  return [
    A * k,
    -(b * i - c * h) * k,
    (b * f - c * e) * k,
    B * k,
    (a * i - c * g) * k,
    -(a * f - c * d) * k,
    C * k,
    -(a * h - b * g) * k,
    (a * e - b * d) * k,
  ];
}

/** What a panel is filled with: a painting under a light (sRGB factors), or one colour (bytes). */
type Fill = { texels: Texels; light: Vec3 } | { rgb: Vec3 };

/**
 * A panel filled pixel by pixel: each canvas pixel looks up the panel's point it sees through the
 * inverse homography. A painting is sampled there (from a halved copy of it as far as the tiles
 * are) and shaded as the 3D room's tiles are lit, their sheen aside: its colours times the light,
 * in sRGB (close to three's linear product). With `depth`, a pixel is only taken by a nearer
 * face (the furniture's boxes, some of which meet or cross, as a z-buffer sorts them).
 */
function rasterize(
  pixels: ImageData,
  view: SketchView,
  panel: Panel,
  fill: Fill,
  depth: Float32Array | null,
): void {
  const length = Math.hypot(...panel.across);
  const width = Math.hypot(...panel.down);
  const h = view.planeHomography(
    panel.origin,
    scale(panel.across, 1 / length),
    scale(panel.down, 1 / width),
  );
  const inverse = invert(h);
  const corners = clipAhead(view, cornersOf(panel)).map((p) => view.project(p));
  if (!inverse || corners.length < 3) return;
  const texels = 'texels' in fill ? fill.texels : null;
  const [lr, lg, lb] = 'texels' in fill ? fill.light : [1, 1, 1];
  const [r, gr, bl] = 'rgb' in fill ? fill.rgb : [0, 0, 0];
  const base = texels?.levels[0];
  const top = (texels?.levels.length ?? 1) - 1;
  // Painting pixels per metre, and the bounds of the panel on the canvas.
  const perMetre = base ? base.width / length : 1;
  const x0 = Math.max(0, Math.floor(Math.min(...corners.map((p) => p.x))));
  const x1 = Math.min(pixels.width, Math.ceil(Math.max(...corners.map((p) => p.x))));
  const y0 = Math.max(0, Math.floor(Math.min(...corners.map((p) => p.y))));
  const y1 = Math.min(pixels.height, Math.ceil(Math.max(...corners.map((p) => p.y))));
  const out = pixels.data;
  const [a, b, c, d, e, f, g, hh, i] = inverse;
  const [h6, h7, h8] = [h[6], h[7], h[8]];
  for (let y = y0; y < y1; y++) {
    const py = y + 0.5;
    // The inverse homography's three sums, stepped along the row.
    let U = a * (x0 + 0.5) + b * py + c;
    let V = d * (x0 + 0.5) + e * py + f;
    let W = g * (x0 + 0.5) + hh * py + i;
    let level = base;
    for (let x = x0; x < x1; x++, U += a, V += d, W += g) {
      const u = U / W;
      const v = V / W;
      const ahead = h6 * u + h7 * v + h8;
      if (u < 0 || v < 0 || u >= length || v >= width || ahead <= 0) continue;
      const at = y * pixels.width + x;
      if (depth) {
        if (ahead >= (depth[at] ?? Infinity)) continue;
        depth[at] = ahead;
      }
      const to = at * 4;
      out[to + 3] = 255;
      if (!texels || !base) {
        out[to] = r;
        out[to + 1] = gr;
        out[to + 2] = bl;
        continue;
      }
      if ((x - x0) % 8 === 0 || !level) {
        // How many painting pixels one canvas pixel spans here (the derivatives of u and v).
        const span =
          (Math.max(
            Math.abs(a - u * g) + Math.abs(d - v * g),
            Math.abs(b - u * hh) + Math.abs(e - v * hh),
          ) /
            Math.abs(W)) *
          perMetre;
        level = texels.levels[Math.max(0, Math.min(top, Math.floor(Math.log2(span))))] ?? base;
      }
      const tx = Math.min(level.width - 1, Math.floor((u / length) * level.width));
      const ty = Math.min(level.height - 1, Math.floor((v / width) * level.height));
      const from = (ty * level.width + tx) * 4;
      out[to] = (level.data[from] ?? 0) * lr;
      out[to + 1] = (level.data[from + 1] ?? 0) * lg;
      out[to + 2] = (level.data[from + 2] ?? 0) * lb;
    }
  }
}

/** The six faces of a piece of furniture (a box), outward normals. */
function boxFaces(piece: Room['furniture'][number]): Panel[] {
  const [x0, y0, z0] = [piece.x - piece.w / 2, piece.y ?? 0, piece.z - piece.d / 2];
  const [w, h, d] = [piece.w, piece.h, piece.d];
  const at = (x: number, y: number, z: number): Vec3 => [x0 + x, y0 + y, z0 + z];
  return [
    { origin: at(0, h, d), across: [w, 0, 0], down: [0, -h, 0], normal: [0, 0, 1] },
    { origin: at(w, h, 0), across: [-w, 0, 0], down: [0, -h, 0], normal: [0, 0, -1] },
    { origin: at(w, h, d), across: [0, 0, -d], down: [0, -h, 0], normal: [1, 0, 0] },
    { origin: at(0, h, 0), across: [0, 0, d], down: [0, -h, 0], normal: [-1, 0, 0] },
    { origin: at(0, h, 0), across: [w, 0, 0], down: [0, 0, d], normal: [0, 1, 0] },
    { origin: at(0, 0, d), across: [w, 0, 0], down: [0, 0, -d], normal: [0, -1, 0] },
  ];
}

/**
 * Draws the room with its surfaces laid on a `width` × `height` canvas, as the 3D room shows it
 * from the same view: the background, the walls, the tiled surfaces, the window, then the
 * furniture, the farthest piece first.
 */
export function sketchRoom(
  canvas: HTMLCanvasElement,
  room: Room,
  surfaces: RoomSurfaces,
  view: { yaw: number; pitch: number },
  width: number,
  height: number,
): void {
  canvas.width = Math.max(1, Math.round(width));
  canvas.height = Math.max(1, Math.round(height));
  // Read back and written pixel by pixel: a canvas kept in memory, not on the graphics card.
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return;
  const camera = sketchView(cameraPose(room, view.yaw, view.pitch, width / height), width, height);
  const lights = roomLights(room);
  const { length: L, width: W, height: H } = room;
  ctx.fillStyle = room.outdoor ? SKY : INDOOR_BACKGROUND;
  ctx.fillRect(0, 0, canvas.width, canvas.height);

  const walls: Panel[] = [
    { origin: [-L / 2, H, -W / 2], across: [L, 0, 0], down: [0, -H, 0], normal: [0, 0, 1] },
    { origin: [-L / 2, H, W / 2], across: [0, 0, -W], down: [0, -H, 0], normal: [1, 0, 0] },
    { origin: [L / 2, H, -W / 2], across: [0, 0, W], down: [0, -H, 0], normal: [-1, 0, 0] },
  ];
  for (const wall of walls)
    fillPolygon(ctx, camera, cornersOf(wall), shadedColor(lights, room.wallColor, wall.normal));

  // The floor: canvas x along the length from the left, canvas y from the back wall forward.
  const floor: Panel = {
    origin: [-L / 2, 0, -W / 2],
    across: [L, 0, 0],
    down: [0, 0, W],
    normal: [0, 1, 0],
  };
  if (!surfaces.floor)
    fillPolygon(ctx, camera, cornersOf(floor), shadedColor(lights, PLAIN_FLOOR, floor.normal));

  // The tiled surfaces, pixel by pixel: the floor, or a revestimiento's back wall and both side
  // walls up to its height (the same painting on both sides).
  const tiled = Math.min(room.wallTileHeight, H);
  const laid: [Panel, HTMLCanvasElement | null][] = [
    [floor, surfaces.floor],
    [
      {
        origin: [-L / 2, tiled, -W / 2],
        across: [L, 0, 0],
        down: [0, -tiled, 0],
        normal: [0, 0, 1],
      },
      surfaces.backWall,
    ],
    [
      {
        origin: [-L / 2, tiled, W / 2],
        across: [0, 0, -W],
        down: [0, -tiled, 0],
        normal: [1, 0, 0],
      },
      surfaces.sideWall,
    ],
    [
      {
        origin: [L / 2, tiled, -W / 2],
        across: [0, 0, W],
        down: [0, -tiled, 0],
        normal: [-1, 0, 0],
      },
      surfaces.sideWall,
    ],
  ];
  const pixels = ctx.getImageData(0, 0, canvas.width, canvas.height);
  // Each painting's pixels read once (both side walls share one).
  const read = new Map<HTMLCanvasElement, Texels | null>();
  for (const [panel, painting] of laid) {
    if (!painting) continue;
    if (!read.has(painting)) read.set(painting, texelsOf(painting));
    const texels = read.get(painting);
    const light = each(lambertFactor(lights, panel.normal), (c) => Math.min(1, toSrgb(c)));
    if (texels) rasterize(pixels, camera, panel, { texels, light }, null);
  }

  // The window's pane, lit by nothing but itself, a few millimetres in front of the wall.
  if (!room.outdoor) {
    const { z, w, h, sill } = room.window;
    const pane = each(linearOf(WINDOW_PANE), byteOf);
    rasterize(
      pixels,
      camera,
      {
        origin: [-L / 2, sill + h, z + w / 2],
        across: [0, 0, -w],
        down: [0, -h, 0],
        normal: [1, 0, 0],
      },
      { rgb: pane },
      null,
    );
  }

  // The furniture, nearest face first at every pixel (a counter may run into a fridge).
  const depth = new Float32Array(canvas.width * canvas.height).fill(Infinity);
  for (const piece of room.furniture)
    for (const face of boxFaces(piece))
      if (dot(face.normal, sub(camera.eye, face.origin)) > 0) {
        const rgb = each(shadedLinear(lights, piece.color, face.normal), byteOf);
        rasterize(pixels, camera, face, { rgb }, depth);
      }
  ctx.putImageData(pixels, 0, 0);
}
