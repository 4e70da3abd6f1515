// What a shopper does to a server-drawn page before the app has taken it over. Links and the
// search form work natively. A button (type="button": 'Agregar al carrito', 'Calcular M²') has no
// handler yet: its taps are kept and replayed once the app has hydrated the page (from
// hydrateRoot on, React itself replays events on the part it has not hydrated yet). Text typed
// into a field is kept too: hydration sets each controlled field back to its state (the server's
// empty value), so the text is typed again, as an input event the field's onChange sees.

const taps: HTMLElement[] = [];
const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();

function recordTap(event: MouseEvent): void {
  const target = event.target;
  if (!(target instanceof Element)) return;
  const button = target.closest('button[type="button"]');
  if (button instanceof HTMLElement) taps.push(button);
}

function recordText(event: Event): void {
  const target = event.target;
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)
    typed.set(target, target.value);
}

/** From the entry (boot.ts), as the page is shown. */
export function recordEarlyInput(): void {
  document.addEventListener('click', recordTap, true);
  document.addEventListener('input', recordText, true);
}

/** Just before hydrateRoot: React replays taps from here on; returns the taps so far. */
export function stopRecordingTaps(): HTMLElement[] {
  document.removeEventListener('click', recordTap, true);
  return taps.splice(0);
}

/**
 * Sets a field's value as typing does, so React's onChange sees it. Hydration leaves a typed
 * value in the field but not in React's state (the server's empty value): the first re-render
 * would clear it. React fires onChange only when the value differs from the one it last saw
 * (its value tracker, set at hydration to what the field held then), so the field is first
 * emptied through React's own setter, then given the text through the element's native one.
 */
function typeAgain(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = field instanceof HTMLInputElement ? HTMLInputElement : HTMLTextAreaElement;
  const selection = document.activeElement === field;
  field.value = '';
  Object.getOwnPropertyDescriptor(prototype.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  if (selection) field.setSelectionRange(value.length, value.length);
}

/** Once the page is the app's (hydration keeps the DOM): the text, then each tap, again. */
export function replayEarlyInput(buttons: HTMLElement[]): void {
  document.removeEventListener('input', recordText, true);
  // Every field typed into, even one that still shows the text: React's state may not hold it.
  for (const [field, value] of typed)
    if (field.isConnected && value !== '') typeAgain(field, value);
  typed.clear();
  for (const button of buttons) if (button.isConnected) button.click();
  // Tests (and anyone curious) can tell that the page is interactive.
  document.documentElement.dataset.hydrated = 'true';
}
