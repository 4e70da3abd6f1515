import { describe, expect, it } from 'vitest';
import type { Taxonomy } from './catalog';
import { suggestTaxonomy } from './suggestions';

const taxonomy: Taxonomy = {
  areas: [
    { id: 'a1', name: 'Pisos y Revestimientos', description: null, order: 1 },
    { id: 'a2', name: 'Sanitarios y Grifería', description: null, order: 2 },
  ],
  categories: [
    { id: 'c1', name: 'Porcelanicos', description: null, order: 1, areaId: 'a1' },
    { id: 'c2', name: 'Sanitarios', description: null, order: 1, areaId: 'a2' },
  ],
  subcategories: [
    { id: 's2', name: 'Simil marmol', description: null, order: 2, categoryId: 'c1' },
    { id: 's1', name: 'Simil madera', description: null, order: 1, categoryId: 'c1' },
    { id: 's3', name: 'Inodoros', description: null, order: 1, categoryId: 'c2' },
  ],
};
const names = (search: string) => suggestTaxonomy(taxonomy, search).map((s) => s.names.join(' › '));

describe('suggestTaxonomy', () => {
  it('suggests the entry the words name, with the filters link down to it', () => {
    expect(suggestTaxonomy(taxonomy, 'piso madera')).toEqual([
      {
        names: ['Pisos y Revestimientos', 'Porcelanicos', 'Simil madera'],
        href: '/productos?area=Pisos+y+Revestimientos&categoria=Porcelanicos&subcategoria=Simil+madera',
      },
    ]);
  });
  it('needs one word in the entry’s own name, every word somewhere from its area down', () => {
    expect(names('pisos')).toEqual(['Pisos y Revestimientos']);
    expect(names('simil')).toEqual([
      'Pisos y Revestimientos › Porcelanicos › Simil madera',
      'Pisos y Revestimientos › Porcelanicos › Simil marmol',
    ]);
    expect(names('SANITARIOS')).toEqual([
      'Sanitarios y Grifería',
      'Sanitarios y Grifería › Sanitarios',
    ]);
    expect(names('griferia inodoro')).toEqual(['Sanitarios y Grifería › Sanitarios › Inodoros']);
    expect(names('madera inodoro')).toEqual([]);
    expect(names('')).toEqual([]);
  });
  it('forgives one typo in a long word', () => {
    expect(names('simil maderra')).toEqual([
      'Pisos y Revestimientos › Porcelanicos › Simil madera',
    ]);
  });
});
