import { describe, expect, it } from 'vitest';
import type { ProductStock } from '#shared/stock/contract';
import { STOCK_MESSAGES } from '#shared/stock/messages';
import {
  ADJUSTMENT_MESSAGES,
  type AdjustmentValues,
  adjustmentResolver,
  readAdjustment,
} from './adjustment-form';
import {
  STOCK_SETTINGS_MESSAGES,
  type StockSettingsValues,
  stockSettingsResolver,
  stockSettingsValues,
} from './stock-settings-form';
import { deltaText, movementWhy, receivedOnText } from './stock-text';
import { lotName } from '#shared/stock/lot-name';

const adjust = (values: Partial<AdjustmentValues>) =>
  readAdjustment({ delta: '-3', reason: 'Rotura', detail: '', ...values });

describe('readAdjustment', () => {
  it('reads a breakage of 3 boxes, the kind as its reason', () => {
    expect(adjust({})).toEqual({ ok: true, input: { delta: -3, reason: 'Rotura' } });
  });

  it('reads es-AR thousands and adds the detail to the reason', () => {
    expect(adjust({ delta: '1.038', reason: 'Inventario', detail: 'conteo de marzo' })).toEqual({
      ok: true,
      input: { delta: 1038, reason: 'Inventario: conteo de marzo' },
    });
  });

  it('refuses a breakage that adds boxes, zero, and nothing typed', () => {
    expect(adjust({ delta: '3' })).toEqual({
      ok: false,
      errors: { delta: ADJUSTMENT_MESSAGES.breakageAdds },
    });
    expect(adjust({ delta: '0', reason: 'Inventario' })).toEqual({
      ok: false,
      errors: { delta: STOCK_MESSAGES.adjustZero },
    });
    expect(adjust({ delta: '' })).toEqual({
      ok: false,
      errors: { delta: STOCK_MESSAGES.adjustZero },
    });
  });

  it('refuses decimals with the number rule’s own message', () => {
    const result = adjust({ delta: '-1,5' });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.delta).toMatch(/entero/);
  });

  it('asks for the detail of "Otro", which is then the whole reason', () => {
    expect(adjust({ reason: 'Otro' })).toEqual({
      ok: false,
      errors: { detail: STOCK_MESSAGES.reasonRequired },
    });
    expect(adjust({ reason: 'Otro', detail: 'Muestra para obra' })).toEqual({
      ok: true,
      input: { delta: -3, reason: 'Muestra para obra' },
    });
  });
});

describe('adjustment dialog resolver', () => {
  const resolveAdjustment = (values: Partial<AdjustmentValues>) =>
    adjustmentResolver({ delta: '-3', reason: 'Rotura', detail: '', ...values }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });

  it('hands the form what readAdjustment reads', async () => {
    expect(await resolveAdjustment({ delta: '1.038', reason: 'Inventario' })).toEqual({
      values: { delta: 1038, reason: 'Inventario' },
      errors: {},
    });
  });

  it('puts readAdjustment’s messages under Cantidad and Detalle', async () => {
    const { values, errors } = await resolveAdjustment({ delta: '', reason: 'Otro' });
    expect(values).toEqual({});
    expect(errors.delta?.message).toBe(STOCK_MESSAGES.adjustZero);
    expect(errors.detail?.message).toBe(STOCK_MESSAGES.reasonRequired);
  });
});

const STOCK: ProductStock = {
  productId: 'p',
  name: 'Porcelanato',
  code: null,
  saleUnit: 'caja',
  trackStock: true,
  backorderDays: null,
  lowStockThreshold: 1200,
  onHand: 0,
  reserved: 0,
  available: 0,
  low: false,
  lots: [],
};

async function resolve(values: Partial<StockSettingsValues>) {
  return stockSettingsResolver({ ...stockSettingsValues(STOCK), ...values }, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
}

describe('stock settings form', () => {
  it('shows the stored settings as typed text', () => {
    expect(stockSettingsValues(STOCK)).toEqual({
      trackStock: true,
      backorder: false,
      backorderDays: '',
      lowStockThreshold: '1.200',
    });
  });

  it('sends "a pedido" with its days, and no demora without it', async () => {
    expect((await resolve({ backorder: true, backorderDays: '15' })).values).toEqual({
      trackStock: true,
      backorderDays: 15,
      lowStockThreshold: 1200,
    });
    expect((await resolve({ backorderDays: '15', lowStockThreshold: '' })).values).toEqual({
      trackStock: true,
      backorderDays: null,
      lowStockThreshold: null,
    });
  });

  it('asks for the days of "a pedido" and keeps the API’s limits', async () => {
    expect((await resolve({ backorder: true })).errors.backorderDays?.message).toBe(
      STOCK_SETTINGS_MESSAGES.daysRequired,
    );
    expect(
      (await resolve({ backorder: true, backorderDays: '400' })).errors.backorderDays?.message,
    ).toBe('La demora no puede pasar de 365 días.');
    expect((await resolve({ lowStockThreshold: '1,5' })).errors.lowStockThreshold?.message).toMatch(
      /entero/,
    );
  });
});

describe('stock texts', () => {
  it('names lots, days, changes and reasons', () => {
    expect(lotName({ code: 'L1', tono: 'T3', calibre: '9' })).toBe('Lote L1 · tono T3 · calibre 9');
    expect(lotName({ code: '', tono: null, calibre: null })).toBe('Sin lote');
    expect(receivedOnText('2026-03-01')).toBe('01/03/2026');
    expect([deltaText(1038), deltaText(-3), deltaText(0)]).toEqual(['+1.038', '-3', '—']);
    expect(movementWhy({ orderId: 12, reason: 'Cambio de lote' })).toBe(
      'Pedido #12 · Cambio de lote',
    );
    expect(movementWhy({ orderId: null, reason: null })).toBe('—');
  });
});
