import { describe, expect, it } from 'vitest';
import { taxonomyDeleteMessage, taxonomyMoveMessage } from './admin-catalog';

describe('taxonomy confirmations', () => {
  it('say how many products a subcategory delete leaves and that they stay in their category', () => {
    expect(taxonomyDeleteMessage('subcategory', 'Símil madera', 12)).toBe(
      '¿Estás seguro de que querés eliminar la subcategoría «Símil madera»? La subcategoría tiene 12 productos; no se eliminan: quedarán en su categoría, sin subcategoría, hasta que les elijas otra.',
    );
    expect(taxonomyDeleteMessage('subcategory', 'Símil madera', 1)).toBe(
      '¿Estás seguro de que querés eliminar la subcategoría «Símil madera»? La subcategoría tiene 1 producto; no se elimina: quedará en su categoría, sin subcategoría, hasta que le elijas otra.',
    );
    expect(taxonomyDeleteMessage('subcategory', 'Vacía', 0)).toBe(
      '¿Estás seguro de que querés eliminar la subcategoría «Vacía»? No tiene productos.',
    );
  });

  it('say that a category or area delete takes the levels below and leaves the products "Sin clasificar"', () => {
    expect(taxonomyDeleteMessage('category', 'Porcelanatos', 1500)).toBe(
      '¿Estás seguro de que querés eliminar la categoría «Porcelanatos»? También se eliminarán sus subcategorías. La categoría tiene 1.500 productos; no se eliminan: quedarán en su área, sin categoría ni subcategoría, y se verán como "Sin clasificar" hasta que los vuelvas a clasificar.',
    );
    expect(taxonomyDeleteMessage('area', 'Baños', 1)).toBe(
      '¿Estás seguro de que querés eliminar el área «Baños»? También se eliminarán todas sus categorías y subcategorías. El área tiene 1 producto; no se elimina: quedará sin área, categoría ni subcategoría y se verá como "Sin clasificar" hasta que lo vuelvas a clasificar.',
    );
  });

  it('ask before a move, naming the new parent and the products that go along', () => {
    expect(taxonomyMoveMessage('category', 'Porcelanatos', 'Exteriores', 2)).toBe(
      '¿Mover la categoría «Porcelanatos» al área «Exteriores»? Se moverán con ella 2 productos, que pasarán a estar en «Exteriores».',
    );
    expect(taxonomyMoveMessage('subcategory', 'Rústicos', 'Pisos › Cerámicos', 1)).toBe(
      '¿Mover la subcategoría «Rústicos» a la categoría «Pisos › Cerámicos»? Se moverá con ella 1 producto, que pasará a estar en «Pisos › Cerámicos».',
    );
    expect(taxonomyMoveMessage('category', 'Vacía', 'Exteriores', 0)).toBe(
      '¿Mover la categoría «Vacía» al área «Exteriores»? No tiene productos.',
    );
  });
});
