import { type RefObject, Suspense, lazy, useEffect, useRef, useState } from 'react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import ViewInArIcon from '@mui/icons-material/ViewInArOutlined';
import type { ProductDetail } from '#shared/catalog';
import { isFlooringArea } from '#shared/pricing';
import { tileFormat } from '#shared/tile-format';
import { VISUALIZER_LABEL } from '#shared/visualizer/label';
import { PRODUCT_CLASSES } from '#client/components/product/product-styles';
import { visualizerTilesQuery } from './use-visualizer-tiles';
import type VisualizerDialogType from './visualizer-dialog';
import type {
  preloadControls as preloadControlsType,
  prepareFirstRoom as prepareFirstRoomType,
} from './visualizer-dialog';

/**
 * The dialog's code: small (the controls beside the room come in a chunk of their own once it
 * is open, visualizer-controls.tsx), so it opens at once on the press, its spinner showing while
 * three.js comes. A failed download is asked for again at the next press.
 */
type DialogModule = {
  default: typeof VisualizerDialogType;
  preloadControls: typeof preloadControlsType;
  prepareFirstRoom: typeof prepareFirstRoomType;
};
let dialogLoad: Promise<DialogModule> | null = null;
function loadDialog(): Promise<DialogModule> {
  dialogLoad ??= import('./visualizer-dialog').catch((error: unknown) => {
    dialogLoad = null;
    throw error;
  });
  return dialogLoad;
}
// The visualizer (three.js and all) is fetched when the shopper asks for it, never with the page.
const VisualizerDialog = lazy(loadDialog);

/**
 * Everything the first drawn room needs, fetched side by side rather than one after another as
 * each part mounts (dialog → tiles → three.js → the tile's face): the dialog's code, the 3D
 * room's code (and, at idle, its renderer with the shaders compiled), the tiles and the shown
 * tile's face, decoded (face.ts, a small chunk: the face need not wait for the dialog's code).
 * The dialog then finds them in the module map, the query cache and the face cache. Ahead of a
 * press, the first room itself is then prepared too (prepareFirstRoom): painted, on the
 * graphics card and drawn once out of sight.
 */
function warmUp(queryClient: QueryClient, productId: string, ahead = false): void {
  // The tiles first: the face waits for their answer, and the first picture (a sketch, if three.js
  // is still on its way) for the face. A browser has six connections to the shop; asked last,
  // the tiles waited behind the dialog's dozen chunks.
  const answer = queryClient.fetchQuery(visualizerTilesQuery(productId));
  // Ahead of a press, the controls beside the room too; at the press they wait for the room.
  const dialog = loadDialog();
  void dialog.then((module) => ahead && module.preloadControls()).catch(() => undefined);
  void import('./room-3d').then((room) => room.prepareRenderer()).catch(() => undefined);
  void Promise.all([import('./face'), answer])
    .then(async ([{ loadFace }, { tiles }]) => {
      const face = await loadFace(tiles[0]?.texture ?? null);
      // At the press the dialog paints the room itself: a preparation would only compete.
      if (ahead) (await dialog).prepareFirstRoom(tiles, face);
    })
    .catch(() => undefined);
}

/** The Network Information API, where the browser has it (Chromium does, Safari and Firefox don't). */
type Connection = { saveData?: boolean; effectiveType?: string };

/** Whether the shopper's browser says data is dear: Save-Data on, or a 2G-class connection. */
function dataIsDear(): boolean {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  return Boolean(connection?.saveData) || /2g/.test(connection?.effectiveType ?? '');
}

const ENGAGED_EVENTS = ['scroll', 'pointerdown', 'keydown', 'touchstart'] as const;

/**
 * On a tile's page, the visualizer is fetched before the press, since on a slow phone the network
 * alone takes longer than the 1,5 s it should open in: once the shopper does something on the
 * page (scrolls, touches, types) and the browser is idle. A page nobody touches, such as a
 * crawler's or Lighthouse's, fetches nothing, and neither does a browser on Save-Data or 2G.
 * The touch or key that presses the button itself is not a look at the page: its idle moment
 * can come before the click (between a finger's down and up), and the warm-up ahead of a press
 * would then fetch the controls and prepare a room beside what the press is waiting for.
 */
function useWarmUpOnceEngaged(
  enabled: boolean,
  productId: string,
  onWarmUp: (warm: true) => void,
  pressed: RefObject<boolean>,
  button: RefObject<HTMLElement | null>,
): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled || dataIsDear()) return;
    let idle: number | undefined;
    const stop = () => ENGAGED_EVENTS.forEach((name) => window.removeEventListener(name, engaged));
    const engaged = (event: Event) => {
      if (event.target instanceof Node && button.current?.contains(event.target)) return;
      stop();
      const schedule =
        window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
      idle = schedule(
        () => {
          // The press itself (its pointerdown engages too) fetches what the room needs first.
          warmUp(queryClient, productId, !pressed.current);
          onWarmUp(true);
        },
        { timeout: 2000 },
      );
    };
    // A page scrolled before it was taken over (a slow phone hydrates late) counts too.
    if (window.scrollY > 0) engaged(new Event('scroll'));
    else
      ENGAGED_EVENTS.forEach((name) => window.addEventListener(name, engaged, { passive: true }));
    return () => {
      stop();
      if (idle !== undefined) (window.cancelIdleCallback ?? window.clearTimeout)(idle);
    };
  }, [enabled, queryClient, productId, onWarmUp, pressed, button]);
}

/**
 * "Ver en mi ambiente": on a tile's page, and as a small secondary action on its
 * card. Only for tiles with a size to lay. Pointing at it, focusing it or pressing it starts
 * fetching everything the visualizer needs at once (warmUp); on the product page, so does the
 * shopper's first scroll or touch (useWarmUpOnceEngaged).
 */
export function VisualizerButton({
  product,
  compact = false,
}: {
  product: ProductDetail;
  compact?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const queryClient = useQueryClient();
  const shown = isFlooringArea(product.areaName) && tileFormat(product.dimensions) !== null;
  // The closed dialog is mounted with the warm-up: React then has its code in hand at the press
  // (a lazy component rendered for the first time waits a turn for it, even when loaded).
  const prefetch = () => {
    warmUp(queryClient, product.id);
    setUsed(true);
  };
  // Only the product page's button: a list would fetch it for a card the shopper may never open.
  const pressed = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useWarmUpOnceEngaged(shown && !compact, product.id, setUsed, pressed, buttonRef);
  if (!shown) return null;
  const show = () => {
    pressed.current = true;
    prefetch();
    setOpen(true);
  };
  return (
    <>
      {compact ? (
        // On a card, a plain button with the card's classes: a list draws one per tile, and a
        // phone takes each over when the page arrives (product-styles.ts).
        <button
          type="button"
          className={PRODUCT_CLASSES.action}
          aria-label={`${VISUALIZER_LABEL}: ${product.name}`}
          aria-haspopup="dialog"
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={show}
        >
          <ViewInArIcon aria-hidden="true" />
          {VISUALIZER_LABEL}
        </button>
      ) : (
        <Button
          ref={buttonRef}
          variant="outlined"
          startIcon={<ViewInArIcon aria-hidden="true" />}
          aria-haspopup="dialog"
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onClick={show}
        >
          {VISUALIZER_LABEL}
        </Button>
      )}
      {used && (
        <Suspense fallback={null}>
          <VisualizerDialog productId={product.id} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
