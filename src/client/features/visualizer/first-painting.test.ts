// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import type { Covering } from './floor-painter';
import { firstPainting } from './room-view';
import { ROOMS } from './rooms';

const room = ROOMS[0]!;
const other = ROOMS[1]!;
const face = document.createElement('canvas');
const covering: Covering = {
  tile: { length: 0.6, width: 0.6 },
  pattern: 'recto',
  jointMm: 2,
  grout: '#9b9a95',
  face,
  plain: '#b9ada0',
};
const phone = { width: 412, height: 453 };
const name = (c: Covering, size = phone, wall = false, r = room) =>
  firstPainting(r, c, wall, size).name;

describe('the name of a room’s first painting (what the prepared room is taken by)', () => {
  it('is the same for the same room, covering, face and size, as the warm-up and the dialog make them', () => {
    expect(name({ ...covering })).toBe(name(covering));
    // A size that rounds to the same painting (its side in steps of 128 px) paints the same.
    expect(name(covering, { width: 412, height: 460 })).toBe(name(covering));
  });

  it('differs when anything painted differs: the face, the covering, the room, the walls, the size', () => {
    const base = name(covering);
    expect(name({ ...covering, face: document.createElement('canvas') })).not.toBe(base);
    expect(name({ ...covering, face: null })).not.toBe(base);
    expect(name({ ...covering, jointMm: 5 })).not.toBe(base);
    expect(name({ ...covering, grout: '#f1efe9' })).not.toBe(base);
    expect(name({ ...covering, pattern: 'trabado' })).not.toBe(base);
    expect(name({ ...covering, tile: { length: 1.2, width: 0.2 } })).not.toBe(base);
    expect(name(covering, phone, true)).not.toBe(base);
    expect(name(covering, phone, false, other)).not.toBe(base);
    expect(name(covering, { width: 1006, height: 711 })).not.toBe(base);
  });
});
