// The page's entry: the fonts' CSS (a stylesheet in the HTML) and the app. A page the server drew
// is painted first; only then is the app fetched (with the modules the server listed for the
// page, in parallel) and takes that markup over. Other pages start the app at once.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';
import { PAGE_MODULES_ID } from '../shared/boot-data';

function listedModules(): string[] {
  try {
    const list: unknown = JSON.parse(document.getElementById(PAGE_MODULES_ID)?.textContent ?? '[]');
    return Array.isArray(list) ? list.filter((href) => typeof href === 'string') : [];
  } catch {
    return [];
  }
}

function start(): void {
  for (const href of listedModules()) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import('./main');
}

if (document.getElementById('root')?.firstElementChild) {
  // requestAnimationFrame runs just before the next paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
