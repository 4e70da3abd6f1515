import { type ReactNode, startTransition, useEffect } from 'react';
import { type RootOptions, createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import type { BootData } from '#shared/boot-data';
import { AppProviders } from './app-providers';
import { hydrateBootData } from './boot-data';
import { createHydratingRouter, createRouter } from './router';

/** The rest of this task runs first: a tap or a paint waiting gets its turn in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Runs once the first render is committed: the page is the app's from then on. */
function WhenReady({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

export interface StartApp {
  root: HTMLElement;
  queryClient: QueryClient;
  /** What the server inlined in the page (readBootData), or null. */
  boot: BootData | null;
  /** Before React takes a drawn page over (main.tsx stops recording early taps here). */
  beforeHydration?: () => void;
  /** Once the first render is committed. */
  onReady: () => void;
  /** React's recoverable errors — a hydration mismatch is one (the unit test fails on them). */
  onRecoverableError?: RootOptions['onRecoverableError'];
}

/**
 * The browser's app on #root: takes over the markup the server drew (with the router data and
 * query cache it sent) or, for a page drawn in the browser, renders it. The one way the app
 * starts: main.tsx in the browser, and the hydration test (src/client/hydration.test.ts).
 */
export async function startApp(options: StartApp): Promise<{ unmount(): void }> {
  const { root, queryClient, boot, onReady } = options;
  hydrateBootData(queryClient, boot);
  // The styles' cache, as on the server (render-page.tsx): made here, it takes over the style
  // tags this page arrived with, whatever page the app starts on.
  const styles = createCache({ key: 'css' });
  const app = (router: ReturnType<typeof createRouter>) => (
    <WhenReady onReady={onReady}>
      <CacheProvider value={styles}>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </CacheProvider>
    </WhenReady>
  );
  const rootOptions = options.onRecoverableError
    ? { onRecoverableError: options.onRecoverableError }
    : {};

  if (boot?.router && root.firstElementChild) {
    // The server sent the page's markup: the shopper already sees it; React takes it over. As a
    // transition, hydrating yields to the browser every few milliseconds (no long task).
    const router = await createHydratingRouter(queryClient, boot.router);
    // Making the router (its routes matched, the session's stored transitions read) and starting
    // the hydration each cost a slow phone ~100 ms: in two tasks, not one long one.
    await nextTask();
    options.beforeHydration?.();
    let reactRoot: { unmount(): void } | undefined;
    startTransition(() => {
      reactRoot = hydrateRoot(root, app(router), rootOptions);
    });
    return { unmount: () => reactRoot?.unmount() };
  }
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for one long task (a slow phone stays responsive while it renders).
  const reactRoot = createRoot(root, rootOptions);
  startTransition(() => {
    reactRoot.render(app(createRouter(queryClient)));
  });
  return reactRoot;
}
