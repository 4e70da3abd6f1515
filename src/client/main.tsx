import { readBootData } from './boot-data';
import { replayEarlyInput, stopRecordingTaps } from './pre-hydration';
import { queryClient } from './query-client';
import { startApp } from './start-app';

const root = document.getElementById('root');
if (!root) throw new Error('Falta el elemento #root');

// Taps made before React took the page over are replayed once it has (pre-hydration.ts).
let taps: ReturnType<typeof stopRecordingTaps> = [];
void startApp({
  root,
  queryClient,
  boot: readBootData(),
  beforeHydration: () => {
    taps = stopRecordingTaps();
  },
  onReady: () => replayEarlyInput(taps),
});
