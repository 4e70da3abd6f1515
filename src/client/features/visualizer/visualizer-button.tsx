import { Suspense, lazy, useState } from 'react';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import ViewInArIcon from '@mui/icons-material/ViewInArOutlined';
import type { ProductDetail } from '../../../shared/catalog';
import { isFlooringArea } from '../../../shared/pricing';
import { tileFormat } from '../../../shared/tile-format';
import { VISUALIZER_LABEL } from '../../../shared/visualizer/label';
import { PRODUCT_CLASSES } from '../../components/product/product-styles';
import { visualizerTilesQuery } from './use-visualizer-tiles';

const loadDialog = () => import('./visualizer-dialog');
// The visualizer (three.js and all) is fetched when the shopper asks for it, never with the page.
const VisualizerDialog = lazy(loadDialog);

/**
 * Everything the first drawn room needs, fetched side by side rather than one after another
 * (dialog → tiles → three.js → the tile's face): the dialog's code, the 3D room's code, the
 * tiles and the shown tile's face. The dialog then finds them in the module map, the query
 * cache and the browser's image cache.
 */
function warmUp(queryClient: QueryClient, productId: string): void {
  void loadDialog().catch(() => undefined);
  void import('./room-3d').catch(() => undefined);
  void queryClient
    .fetchQuery(visualizerTilesQuery(productId))
    .then(({ tiles }) => {
      const texture = tiles[0]?.texture;
      if (!texture) return;
      const face = new Image();
      face.crossOrigin = 'anonymous'; // as loadFace asks for it, so the cached copy is reused
      face.src = texture;
    })
    .catch(() => undefined);
}

/**
 * "Ver en mi ambiente" (issue 31): on a tile's page, and as a small secondary action on its
 * card. Only for tiles with a size to lay. Pointing at it, focusing it or pressing it starts
 * fetching everything the visualizer needs at once (warmUp).
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
  if (!isFlooringArea(product.areaName) || !tileFormat(product.dimensions)) return null;
  const prefetch = () => warmUp(queryClient, product.id);
  const show = () => {
    prefetch();
    setUsed(true);
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
