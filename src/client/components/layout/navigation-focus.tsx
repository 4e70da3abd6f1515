import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigationType } from 'react-router';
import { MAIN_ID } from '../skip-link';
import { LINK_PUT_BACK, onShopperMove } from './restored-position';

/** How long a page coming back may take to draw the link that was opened (its list from cache). */
const RESTORE_WAIT_MS = 1500;

/** How long the link that was opened is kept where it was on screen while the page settles. */
const SETTLE_MS = 1000;

/** The link followed from a history entry, and how far from the top of the screen it was. */
interface Opened {
  href: string;
  top: number;
}

/**
 * Keeps `link` `top` pixels from the top of the screen for SETTLE_MS, or until the shopper moves
 * the page: the cards above it take their real heights as the browser draws them (they start as
 * placeholders, render-when-near.ts), and the page's saved scrollY alone put the card up to
 * 275 px from where the shopper left it on a phone. Returns how to stop early.
 */
function keepOnScreen(link: HTMLElement, top: number): () => void {
  const started = performance.now();
  let frame = 0;
  const stopListening = onShopperMove(() => stop());
  const stop = () => {
    cancelAnimationFrame(frame);
    stopListening();
  };
  const step = () => {
    const off = link.getBoundingClientRect().top - top;
    if (Math.abs(off) >= 1) window.scrollBy(0, off);
    if (performance.now() - started < SETTLE_MS) frame = requestAnimationFrame(step);
    else stop();
  };
  window.dispatchEvent(new Event(LINK_PUT_BACK));
  step();
  return stop;
}

/** The link a shopper can Tab to for an address: not the card image's duplicate (tabindex -1). */
function focusableLink(main: HTMLElement, href: string): HTMLElement | null {
  const links = main.querySelectorAll<HTMLAnchorElement>('a[href]');
  return [...links].find((a) => a.getAttribute('href') === href && a.tabIndex >= 0) ?? null;
}

/**
 * Focus across page changes. Coming back (the back button) to a page puts focus
 * on the link that was opened from it, the product card's name in the list; ScrollRestoration
 * (public-layout.tsx) has already put the page where it was. Opening a new page moves focus to
 * its <main>, where ScrollRestoration starts it at the top, so the keyboard and screen readers
 * start at the content instead of on a link that is gone. A filter changing the list's address
 * is not a new page: focus stays in the filter.
 */
export function NavigationFocus() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const matches = useMatches();
  const pageId = matches.at(-1)?.id;
  // The link last followed from each history entry, by the entry's key.
  const opened = useRef(new Map<string, Opened>());
  const shown = useRef<{ key: string; pageId: string | undefined } | null>(null);
  const currentKey = useRef(location.key);

  useEffect(() => {
    const remember = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const href = link?.getAttribute('href');
      const main = document.getElementById(MAIN_ID);
      if (!link || !href?.startsWith('/') || !main) return;
      // Where the link a shopper can Tab to is (a card's image opens the same page).
      const top = (focusableLink(main, href) ?? link).getBoundingClientRect().top;
      opened.current.set(currentKey.current, { href, top });
    };
    document.addEventListener('click', remember, true);
    return () => document.removeEventListener('click', remember, true);
  }, []);

  useEffect(() => {
    const before = shown.current;
    shown.current = { key: location.key, pageId };
    currentKey.current = location.key;
    if (!before || before.key === location.key) return;
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    const followed = opened.current.get(location.key);
    if (navigationType === 'POP' && followed) {
      const started = performance.now();
      let frame = 0;
      let settle = () => {};
      const restore = () => {
        const link = focusableLink(main, followed.href);
        if (link) {
          link.focus({ preventScroll: true });
          settle = keepOnScreen(link, followed.top);
        } else if (performance.now() - started < RESTORE_WAIT_MS)
          frame = requestAnimationFrame(restore);
      };
      restore();
      return () => {
        cancelAnimationFrame(frame);
        settle();
      };
    }
    if (before.pageId !== pageId) main.focus({ preventScroll: true });
    return undefined;
  }, [location.key, navigationType, pageId]);

  return null;
}
