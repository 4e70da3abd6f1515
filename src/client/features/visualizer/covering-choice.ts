import type { VisualizerPattern } from '#shared/visualizer/tile-layout';

/** What the shopper chooses of the covering (covering-controls.tsx), in a module without MUI. */
export const JOINTS_MM = [1.5, 2, 3, 5] as const;
export const GROUTS = [
  { id: 'blanca', label: 'Blanca', color: '#f1efe9' },
  { id: 'gris', label: 'Gris', color: '#9b9a95' },
  { id: 'gris-oscuro', label: 'Gris oscuro', color: '#585856' },
  { id: 'negra', label: 'Negra', color: '#262626' },
  { id: 'beige', label: 'Beige', color: '#c9b595' },
] as const;
export type GroutId = (typeof GROUTS)[number]['id'];

export interface CoveringChoice {
  tileId: string;
  pattern: VisualizerPattern;
  jointMm: number;
  grout: GroutId;
}
