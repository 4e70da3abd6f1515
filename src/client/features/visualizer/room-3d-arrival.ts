/**
 * Whether room-3d.ts (three.js and all) has been evaluated in this page: asked synchronously by
 * the room view, which sketches the room only while three.js is on its way (a dynamic import of
 * an evaluated module still answers a task or more later, and the sketch would be drawn in
 * between, a slow phone's quarter of a second before the prepared 3D room).
 */
let arrived = false;

export function room3dArrived(): boolean {
  return arrived;
}

/** Called once by room-3d.ts as it is evaluated. */
export function noteRoom3dArrival(): void {
  arrived = true;
}
