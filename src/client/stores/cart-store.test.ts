// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, type Cart } from '#shared/cart';
import type * as CartStore from './cart-store';

const ITEM = { productId: 'p-1', quantity: 3, squareMeters: 4.5, includeWaste: false };

/** What another tab does: writes the cart, and this window hears of it by a 'storage' event. */
function changeInAnotherTab(cart: Cart) {
  const value = JSON.stringify(cart);
  window.localStorage.setItem(CART_STORAGE_KEY, value);
  window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY, newValue: value }));
}

describe('useCart', () => {
  // A fresh store for each test, as a page that has just loaded has.
  let useCart: typeof CartStore.useCart;
  beforeEach(async () => {
    window.localStorage.clear();
    vi.resetModules();
    ({ useCart } = await import('./cart-store'));
  });

  it('shows every reader a cart changed in another tab', async () => {
    const first = renderHook(() => useCart());
    const second = renderHook(() => useCart());
    expect(first.result.current.items).toEqual([]);
    // The window's listener is added a task after the first reader subscribes.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    act(() => changeInAnotherTab({ items: [ITEM], total: 0 }));
    await waitFor(() => expect(first.result.current.items).toMatchObject([ITEM]));
    expect(second.result.current.items).toMatchObject([ITEM]);
    first.unmount();
    second.unmount();
  });

  it('catches up with a change made in another tab before it listened', async () => {
    const reader = renderHook(() => useCart());
    // Written without an event reaching this window: the reader learns of it all the same.
    window.localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ items: [ITEM], total: 0 }));
    await waitFor(() => expect(reader.result.current.items).toMatchObject([ITEM]));
    reader.unmount();
  });
});
