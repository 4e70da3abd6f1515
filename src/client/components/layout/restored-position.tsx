import { useContext, useLayoutEffect } from 'react';
import { UNSAFE_DataRouterStateContext, useLocation } from 'react-router';

/** How long a page coming back may take to grow tall enough: its list asked anew, on a phone. */
const HOLD_MS = 10_000;

/** What the shopper does to move the page themselves: from then on the page is theirs. */
const SHOPPER_MOVES = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/** Calls `yieldPage` at the shopper's first move of the page; returns how to stop listening. */
export function onShopperMove(yieldPage: () => void): () => void {
  for (const move of SHOPPER_MOVES) window.addEventListener(move, yieldPage, { passive: true });
  return () => {
    for (const move of SHOPPER_MOVES) window.removeEventListener(move, yieldPage);
  };
}

/**
 * Sent when NavigationFocus puts the link that was opened back where it was on screen: that is
 * the position from then on, not the router's saved scrollY (the cards above it may now be
 * placeholders of another height than when it was saved: render-when-near.ts).
 */
export const LINK_PUT_BACK = 'shop:link-put-back';

/**
 * Keeps a page coming back (Back, Forward) at the position React Router's ScrollRestoration
 * restores until the page is tall enough to show it. The router puts the
 * position back once, when the page first renders; a page whose content comes later is still
 * short then, and the browser cuts the position down to what there is. The list is one: its
 * loader does not wait for the products (a spinner shows meanwhile), so after the product page
 * was reloaded — the list's data gone from memory with the old document — Back left the shopper
 * at the footer below a spinner, or at the top. As the page grows, the position is applied
 * again, until it is reached, the shopper scrolls, or a newer navigation takes over.
 *
 * The position is the router's own (restoreScrollPosition, from the same state ScrollRestoration
 * reads): it is the one the router saved for this history entry, wherever it was saved.
 */
export function RestoredPosition() {
  const y = useContext(UNSAFE_DataRouterStateContext)?.restoreScrollPosition;
  const { key } = useLocation();

  // After ScrollRestoration's own layout effect (it renders before this): the first try is done.
  useLayoutEffect(() => {
    if (typeof y !== 'number' || window.scrollY >= y - 1) return;
    const observer = new ResizeObserver(() => {
      window.scrollTo(0, y);
      if (window.scrollY >= y - 1) stop();
    });
    const timer = window.setTimeout(() => stop(), HOLD_MS);
    const stopListening = onShopperMove(stop);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      stopListening();
      window.removeEventListener(LINK_PUT_BACK, stop);
    }
    window.addEventListener(LINK_PUT_BACK, stop);
    observer.observe(document.body);
    return stop;
  }, [key, y]);

  return null;
}
