import { describe, expect, it } from 'vitest';
import type { DeliveryZone } from './delivery-cost';
import { formatMoney } from './format';
import {
  SHIPPING_QUOTE_MESSAGES as M,
  type ShippingPlace,
  parseShippingPlace,
  shippingPlaceCost,
  shippingQuoteText,
  withShippingPlace,
} from './shipping-quote';

const place = (typed: string): ShippingPlace => {
  const result = parseShippingPlace(typed);
  if ('error' in result) throw new Error(result.error);
  return result.place;
};

const ZONES: DeliveryZone[] = [
  { kind: 'postal_code', value: '1663', price: 12_500 },
  { kind: 'partido', value: 'Morón', price: 9_800.5 },
  { kind: 'partido', value: '9 de Julio', price: 30_000 },
];

describe('parseShippingPlace', () => {
  it('reads 4 digits or a CPA as a código postal named by its digits', () => {
    expect(place('1663')).toEqual({ kind: 'postal_code', text: '1663', label: 'CP 1663' });
    expect(place(' b1663abc ')).toEqual({
      kind: 'postal_code',
      text: 'B1663ABC',
      label: 'CP 1663',
    });
    expect(place('B1663')).toEqual({ kind: 'postal_code', text: 'B1663', label: 'CP 1663' });
  });

  it('reads words as a partido, spaces tidied, digits allowed among words', () => {
    expect(place('  Morón ')).toEqual({ kind: 'partido', text: 'Morón', label: 'Morón' });
    expect(place('Tres  de Febrero').text).toBe('Tres de Febrero');
    expect(place("Gral. Pueyrredón-d'Este").kind).toBe('partido');
    expect(place('9 de Julio')).toEqual({
      kind: 'partido',
      text: '9 de Julio',
      label: '9 de Julio',
    });
  });

  it('refuses empty text, a short word, a code typed wrong and a long or multi-line name', () => {
    expect(parseShippingPlace('')).toEqual({ error: M.empty });
    expect(parseShippingPlace('   ')).toEqual({ error: M.empty });
    expect(parseShippingPlace('ab')).toEqual({ error: M.partido });
    expect(parseShippingPlace('12')).toEqual({ error: M.postalCode });
    expect(parseShippingPlace('16633')).toEqual({ error: M.postalCode });
    expect(parseShippingPlace('B16')).toEqual({ error: M.postalCode });
    expect(parseShippingPlace('B1663AB')).toEqual({ error: M.postalCode });
    expect(parseShippingPlace('x'.repeat(81))).toEqual({ error: M.partido });
    expect(parseShippingPlace('Morón\nLuján')).toEqual({ error: M.partido });
    expect(parseShippingPlace('Morón <b>')).toEqual({ error: M.partido });
  });
});

describe('shippingPlaceCost', () => {
  it('prices a código postal by its digits and a partido by its folded name', () => {
    expect(shippingPlaceCost(ZONES, place('1663'))).toBe(12_500);
    expect(shippingPlaceCost(ZONES, place('B1663ABC'))).toBe(12_500);
    expect(shippingPlaceCost(ZONES, place('MORON'))).toBe(9_800.5);
    expect(shippingPlaceCost(ZONES, place('9 de julio'))).toBe(30_000);
  });

  it('is null ("a convenir") where no zone matches', () => {
    expect(shippingPlaceCost(ZONES, place('9999'))).toBeNull();
    expect(shippingPlaceCost(ZONES, place('Luján'))).toBeNull();
    expect(shippingPlaceCost([], place('1663'))).toBeNull();
  });
});

describe('shippingQuoteText', () => {
  it('names the place and the price, es-AR', () => {
    expect(shippingQuoteText(place('1663'), 12_500)).toBe(
      `Envío a CP 1663: ${formatMoney(12_500)}`,
    );
    expect(shippingQuoteText(place('Morón'), 9_800.5)).toBe('Envío a Morón: $ 9.800,50');
  });

  it('says "a convenir" when no zone prices it', () => {
    expect(shippingQuoteText(place('9999'), null)).toBe(
      'Envío a CP 9999: a convenir, te llamamos para cotizarlo.',
    );
  });
});

describe('withShippingPlace', () => {
  const empty = { name: 'Ana', partido: '', postalCode: '' };

  it('fills the código postal or the partido the shopper quoted', () => {
    expect(withShippingPlace(empty, place('b1663abc'))).toEqual({
      name: 'Ana',
      partido: '',
      postalCode: 'B1663ABC',
    });
    expect(withShippingPlace(empty, place('Morón'))).toEqual({
      name: 'Ana',
      partido: 'Morón',
      postalCode: '',
    });
  });

  it('keeps what was typed at the checkout, and the fields as they are with no place', () => {
    const typed = { ...empty, partido: 'Luján' };
    expect(withShippingPlace(typed, place('1663'))).toBe(typed);
    expect(withShippingPlace({ ...empty, postalCode: '6700' }, place('Morón')).partido).toBe('');
    expect(withShippingPlace(empty, null)).toBe(empty);
  });
});
