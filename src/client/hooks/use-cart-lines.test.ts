// @vitest-environment happy-dom
import { randomUUID } from 'node:crypto';
import { createElement, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { DetachedWindowAPI } from 'happy-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, type CartItem } from '#shared/cart';
import { effectivePrice, lineTotal } from '#shared/pricing';
import { createQueryClient } from '../query-client';
import { type StorefrontServer, startStorefrontServer } from '#test/servers/start';
import { cartStore } from '../stores/cart-store';
import { useCartLines } from './use-cart-lines';

/** The cart priced from the real API (a child server: this file's globals are a browser's). */
describe('useCartLines', () => {
  let server: StorefrontServer | undefined;

  beforeAll(async () => {
    server = await startStorefrontServer();
    // The page is the shop's: the API's relative addresses reach the server, same-origin.
    (window as unknown as { happyDOM: DetachedWindowAPI }).happyDOM.setURL(`${server.url}/carrito`);
  }, 120_000);
  afterAll(async () => {
    // Requests still under way end here, not against a stopped server.
    await (window as unknown as { happyDOM: DetachedWindowAPI }).happyDOM.abort();
    server?.stop();
  });
  beforeEach(() => window.localStorage.clear());

  const renderLines = () => {
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    return renderHook(() => useCartLines(), { wrapper });
  };
  const item = (productId: string, quantity: number): CartItem => ({
    productId,
    quantity,
    squareMeters: 0,
    includeWaste: false,
  });

  it('prices each line at the discounted box price and stores the total once all are in', async () => {
    const productId = server!.productId;
    cartStore.add(item(productId, 3));
    const { result } = renderLines();
    expect(result.current.isLoading).toBe(true);
    expect(result.current.lines[0]?.status).toBe('loading');

    await waitFor(() => expect(result.current.isLoading).toBe(false));
    const unit = effectivePrice(45990.5, 10);
    expect(unit).toBe(41391.45);
    expect(result.current.lines[0]).toMatchObject({
      status: 'ready',
      unitPrice: unit,
      lineTotal: lineTotal(unit, 3),
      metersPerBox: 1.44,
    });
    expect(result.current.total).toBe(lineTotal(unit, 3));
    await waitFor(() => expect(cartStore.get().total).toBe(lineTotal(unit, 3)));

    // A change of quantity reprices at once (the product is already loaded).
    act(() => cartStore.update(productId, 5, 0));
    expect(result.current.total).toBe(lineTotal(unit, 5));
  });

  it('a product no longer in the catalogue is "missing", counts 0 and is logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const gone = randomUUID();
    cartStore.add(item(server!.productId, 1));
    cartStore.add(item(gone, 2));
    const { result } = renderLines();

    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.lines.map((l) => l.status)).toEqual(['ready', 'missing']);
    expect(result.current.lines[1]).toMatchObject({ unitPrice: 0, lineTotal: 0, product: null });
    expect(result.current.total).toBe(effectivePrice(45990.5, 10));
    expect(result.current.hasError).toBe(false);
    await waitFor(() => expect(warn).toHaveBeenCalledWith(`Producto no encontrado: ${gone}`));
    warn.mockRestore();
    expect(window.localStorage.getItem(CART_STORAGE_KEY)).toContain(gone);
  });
});
