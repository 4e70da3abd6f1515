import { type ReactNode, Suspense, lazy, useEffect, useState } from 'react';
import type { DrawerProps } from '@mui/material/Drawer';

/**
 * What only a tap shows (a dialog, a drawer, a message) and its code, a lazy component inside:
 * fetched the first time `open` is true, not with the page the shopper waits for. From then on
 * it stays mounted, so it animates closed, hands focus back and keeps what was typed.
 */
export function OnDemand({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * A Drawer's `open` for one mounted on demand: false at its first render, so that it slides in
 * (a Drawer that mounts open skips its slide).
 */
export function useMountedOpen(open: boolean | undefined): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    const frame = requestAnimationFrame(() => setMounted(true));
    return () => cancelAnimationFrame(frame);
  }, []);
  return Boolean(open) && mounted;
}

const Drawer = lazy(() => import('@mui/material/Drawer'));

function SlidingDrawer({ open, ...props }: DrawerProps) {
  return <Drawer open={useMountedOpen(open)} {...props} />;
}

/** MUI's Drawer (its modal, focus trap and slide), fetched the first time it opens. */
export function OnDemandDrawer(props: DrawerProps) {
  return (
    <OnDemand open={Boolean(props.open)}>
      <SlidingDrawer {...props} />
    </OnDemand>
  );
}
