import { describe, expect, it } from 'vitest';
import { consultaText } from './whatsapp-consulta';
import { whatsappLink } from './whatsapp';

describe('consultaText', () => {
  it('lists each product with its quantity, then the link', () => {
    const text = consultaText(
      [
        { name: 'Porcelanato Roble 20x120', quantity: '12 cajas (17,28 m²) para 14,7 m²' },
        { name: 'Adhesivo Flexible 25 kg', quantity: '3 bolsas' },
      ],
      'https://tienda.example/carrito?c=abc',
    );
    expect(text).toBe(
      '¡Hola! Quiero consultar por:\n- Porcelanato Roble 20x120: 12 cajas (17,28 m²) para 14,7 m²\n- Adhesivo Flexible 25 kg: 3 bolsas\n\nhttps://tienda.example/carrito?c=abc',
    );
    expect(whatsappLink('5491155550192', text)).toContain(
      'https://wa.me/5491155550192?text=%C2%A1Hola!%20Quiero%20consultar%20por%3A%0A-%20Porcelanato',
    );
  });
});
