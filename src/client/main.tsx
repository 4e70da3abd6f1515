import { type ReactNode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app-providers';
import { hydrateBootData, readBootData } from './boot-data';
import { replayEarlyInput, stopRecordingTaps } from './pre-hydration';
import { queryClient } from './query-client';
import { createHydratingRouter, createRouter } from './router';

const boot = readBootData();
hydrateBootData(queryClient, boot);

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

/** Runs once the first render is committed: the page is the app's from then on. */
function WhenReady({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

type Router = ReturnType<typeof createRouter>;
const app = (router: Router, onReady: () => void) => (
  <WhenReady onReady={onReady}>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  </WhenReady>
);

if (boot?.router && root.firstElementChild) {
  // The server sent the page's markup: the shopper already sees it; React takes it over. As a
  // transition, hydrating yields to the browser every few milliseconds (no long task).
  void createHydratingRouter(queryClient, boot.router).then((router) => {
    const taps = stopRecordingTaps();
    const ready = () => replayEarlyInput(taps);
    startTransition(() => {
      hydrateRoot(root, app(router, ready));
    });
  });
} else {
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for one long task (a slow phone stays responsive while it renders).
  startTransition(() => {
    createRoot(root).render(app(createRouter(queryClient), () => replayEarlyInput([])));
  });
}
