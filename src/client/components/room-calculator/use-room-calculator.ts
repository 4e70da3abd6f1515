import { useState } from 'react';
import {
  type CalculationResult,
  DEFAULT_LAYING_PATTERN,
  type LayingPattern,
  ROOM_SIDE_ENTRY,
  type RoomSides,
  SQUARE_METERS_ENTRY,
  calculate,
  surfaceToCover,
} from '#shared/calculator';
import type { CartMeasure } from '#shared/cart';
import { parseArNumber } from '#shared/number-entry';
import { formatNumberText } from '../ui/number-text';

/** A room or an opening as typed: largo and ancho as text, read by the es-AR rule. */
export interface SidesText {
  key: number;
  length: string;
  width: string;
}

export type CalculatorMode = 'total' | 'rooms';

export interface CalculatorInitial {
  squareMeters?: number;
  includeWaste?: boolean;
  rooms?: RoomSides[];
  openings?: RoomSides[];
  pattern?: LayingPattern | undefined;
}

let nextKey = 1;
const sidesText = (sides?: RoomSides): SidesText => ({
  key: nextKey++,
  length: sides ? formatNumberText(sides.length, ROOM_SIDE_ENTRY) : '',
  width: sides ? formatNumberText(sides.width, ROOM_SIDE_ENTRY) : '',
});

/** A list of rooms or of openings, as typed: add one, remove one, edit a side of one. */
function useSidesList(initial: () => SidesText[]) {
  const [items, setItems] = useState<SidesText[]>(initial);
  return {
    items,
    add: () => setItems((list) => [...list, sidesText()]),
    remove: (key: number) => setItems((list) => list.filter((r) => r.key !== key)),
    edit: (key: number, side: 'length' | 'width', text: string) =>
      setItems((list) => list.map((r) => (r.key === key ? { ...r, [side]: text } : r))),
  };
}

export type SidesList = ReturnType<typeof useSidesList>;

type ReadSides = { sides: RoomSides[]; invalid: boolean };

/** Rooms with both sides empty are left out; a side that does not read makes the list invalid. */
function readSides(list: SidesText[]): ReadSides {
  const sides: RoomSides[] = [];
  let invalid = false;
  for (const room of list) {
    if (room.length.trim() === '' && room.width.trim() === '') continue;
    const length = parseArNumber(room.length, ROOM_SIDE_ENTRY);
    const width = parseArNumber(room.width, ROOM_SIDE_ENTRY);
    if (length.ok && width.ok) sides.push({ length: length.value, width: width.value });
    else invalid = true;
  }
  return { sides, invalid };
}

/**
 * The calculator's state: a total m² or rooms minus openings, the laying
 * pattern and its waste, a spare box; the result follows what is typed.
 */
export function useRoomCalculator(
  metersPerBox: number,
  unitPrice: number,
  initial: CalculatorInitial = {},
) {
  const measured = (initial.rooms?.length ?? 0) > 0;
  const [mode, setMode] = useState<CalculatorMode>(measured ? 'rooms' : 'total');
  const [total, setTotal] = useState(
    !measured && initial.squareMeters
      ? formatNumberText(initial.squareMeters, SQUARE_METERS_ENTRY)
      : '',
  );
  const rooms = useSidesList(() =>
    measured ? (initial.rooms ?? []).map(sidesText) : [sidesText()],
  );
  const openings = useSidesList(() => (initial.openings ?? []).map(sidesText));
  const [pattern, setPattern] = useState<LayingPattern>(initial.pattern ?? DEFAULT_LAYING_PATTERN);
  // The waste is on by default; a line measured here before keeps its choice.
  const [includeWaste, setIncludeWaste] = useState(
    initial.pattern ? (initial.includeWaste ?? true) : true,
  );
  const [spareBox, setSpareBox] = useState(false);

  let squareMeters = 0;
  let problem: string | null = null;
  let readRooms: ReadSides = { sides: [], invalid: false };
  let readOpenings: ReadSides = { sides: [], invalid: false };
  if (mode === 'total') {
    const read = parseArNumber(total, SQUARE_METERS_ENTRY);
    if (read.ok) squareMeters = read.value;
    else if (read.problem !== 'empty') problem = read.message;
  } else {
    readRooms = readSides(rooms.items);
    readOpenings = readSides(openings.items);
    if (readRooms.invalid || readOpenings.invalid)
      problem =
        'Revisá las medidas: largo y ancho en metros, con coma para los decimales (ej.: 3,5)';
    else squareMeters = surfaceToCover(readRooms.sides, readOpenings.sides);
  }
  const result: CalculationResult | null =
    problem === null
      ? calculate({ squareMeters, metersPerBox, unitPrice, includeWaste, pattern, spareBox })
      : null;

  /** What the cart keeps of this calculation. */
  const measure = (): CartMeasure | null =>
    result && {
      quantity: result.boxes,
      squareMeters: result.squareMeters,
      includeWaste,
      // Kept even without waste: it says the line was measured here (see the initial waste).
      pattern,
      ...(mode === 'rooms' && readRooms.sides.length > 0 ? { rooms: readRooms.sides } : {}),
      ...(mode === 'rooms' && readOpenings.sides.length > 0
        ? { openings: readOpenings.sides }
        : {}),
    };

  return {
    mode,
    setMode,
    total,
    setTotal,
    rooms,
    openings,
    pattern,
    setPattern,
    includeWaste,
    setIncludeWaste,
    spareBox,
    setSpareBox,
    /** Nothing typed yet (the total empty, or every room empty). */
    empty: mode === 'total' ? total.trim() === '' : readRooms.sides.length === 0 && !problem,
    problem,
    result,
    measure,
  };
}

export type RoomCalculator = ReturnType<typeof useRoomCalculator>;
