// The page's entry: the fonts' CSS (a stylesheet in the HTML) and the app. A page the server drew
// is painted first; only then is the app fetched (with the modules the server listed for the
// page, in parallel), evaluated a part at a time, and takes that markup over. Other pages start
// the app at once.
import './fonts.css';
import { PAGE_MODULES_ID } from '#shared/boot-data';
import { recordEarlyInput } from './pre-hydration';

function listedModules(): string[] {
  try {
    const list: unknown = JSON.parse(document.getElementById(PAGE_MODULES_ID)?.textContent ?? '[]');
    return Array.isArray(list) ? list.filter((href) => typeof href === 'string') : [];
  } catch {
    return [];
  }
}

/** The rest of this task runs first: whatever waits (a tap, a paint) gets its turn in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's code in parts, each evaluated in a task of its own: React's DOM renderer; MUI, the
 * theme and the providers; the router and the layout. Evaluated in one go (main imports them
 * all) it was one long task that a phone spends hundreds of milliseconds on.
 */
const APP_PARTS = [
  () => import('react-dom/client'),
  () => import('./app-providers'),
  () => import('./router'),
];

/** Preloads started per task: each costs the main thread about a millisecond here, more on a phone. */
const PRELOADS_PER_TASK = 6;

async function start(): Promise<void> {
  for (const [index, href] of listedModules().entries()) {
    if (index > 0 && index % PRELOADS_PER_TASK === 0) await nextTask();
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  for (const load of APP_PARTS) {
    await load();
    await nextTask();
  }
  await import('./main');
}

if (document.getElementById('root')?.firstElementChild) {
  recordEarlyInput();
  // requestAnimationFrame runs just before the next paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(() => void start(), 0));
} else {
  void start();
}
