import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import TableContainer from '@mui/material/TableContainer';
import { FOCUS_RING } from '../theme';

/** Whether the element's content is wider than the element (it scrolls sideways). */
function useOverflowing(ref: RefObject<HTMLElement | null>): boolean {
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return overflowing;
}

/**
 * A table's container that, when the table is wider than the screen (a phone), is a named region
 * in the Tab order, so the arrow keys can scroll it even when it holds nothing focusable (WCAG
 * 2.1.1; axe's scrollable-region-focusable). Where it fits, it is no extra Tab stop.
 */
export function ScrollableTable({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const overflowing = useOverflowing(ref);
  return (
    <TableContainer
      ref={ref}
      role={overflowing ? 'region' : undefined}
      aria-label={overflowing ? label : undefined}
      tabIndex={overflowing ? 0 : undefined}
      // Drawn inside: a dialog's scrolling content would clip a ring outside the box.
      sx={{ '&:focus-visible': { ...FOCUS_RING, outlineOffset: -2, boxShadow: 'none' } }}
    >
      {children}
    </TableContainer>
  );
}
