// The page's entry: the fonts' CSS (a stylesheet in the HTML) and the app, loaded after the first
// paint when the server sent the page's markup. The shopper sees that markup at once; the app's
// code (already fetched: the server preloads it) takes it over right after.
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-600.css';
import '@fontsource/inter/latin-700.css';

const start = () => void import('./main');

if (document.getElementById('root')?.firstElementChild) {
  // requestAnimationFrame runs just before the next paint; a task queued from it runs after.
  requestAnimationFrame(() => setTimeout(start, 0));
} else {
  start();
}
