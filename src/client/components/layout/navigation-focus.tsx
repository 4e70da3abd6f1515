import { useEffect, useRef } from 'react';
import { useLocation, useMatches, useNavigationType } from 'react-router';
import { MAIN_ID } from '../skip-link';

/** How long a page coming back may take to draw the link that was opened (its list from cache). */
const RESTORE_WAIT_MS = 1500;

/** The link a shopper can Tab to for an address: not the card image's duplicate (tabindex -1). */
function focusableLink(main: HTMLElement, href: string): HTMLElement | null {
  const links = main.querySelectorAll<HTMLAnchorElement>('a[href]');
  return [...links].find((a) => a.getAttribute('href') === href && a.tabIndex >= 0) ?? null;
}

/**
 * Focus across page changes (issue 19 item 4). Coming back (the back button) to a page puts focus
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
  const opened = useRef(new Map<string, string>());
  const shown = useRef<{ key: string; pageId: string | undefined } | null>(null);
  const currentKey = useRef(location.key);

  useEffect(() => {
    const remember = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const href = link?.getAttribute('href');
      if (href?.startsWith('/')) opened.current.set(currentKey.current, href);
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
    const href = opened.current.get(location.key);
    if (navigationType === 'POP' && href) {
      const started = performance.now();
      let frame = 0;
      const restore = () => {
        const link = focusableLink(main, href);
        if (link) link.focus({ preventScroll: true });
        else if (performance.now() - started < RESTORE_WAIT_MS)
          frame = requestAnimationFrame(restore);
      };
      restore();
      return () => cancelAnimationFrame(frame);
    }
    if (before.pageId !== pageId) main.focus({ preventScroll: true });
    return undefined;
  }, [location.key, navigationType, pageId]);

  return null;
}
