import { Suspense, lazy, useState } from 'react';
import Button from '@mui/material/Button';
import ViewInArIcon from '@mui/icons-material/ViewInArOutlined';
import type { ProductDetail } from '../../../shared/catalog';
import { isFlooringArea } from '../../../shared/pricing';
import { tileFormat } from '../../../shared/tile-format';
import { VISUALIZER_LABEL } from '../../../shared/visualizer/label';
import { PRODUCT_CLASSES } from '../../components/product/product-styles';

const loadDialog = () => import('./visualizer-dialog');
// The visualizer (three.js and all) is fetched when the shopper asks for it, never with the page.
const VisualizerDialog = lazy(loadDialog);

/**
 * "Ver en mi ambiente" (issue 31): on a tile's page, and as a small secondary action on its
 * card. Only for tiles with a size to lay. Pointing at it starts fetching the visualizer.
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
  if (!isFlooringArea(product.areaName) || !tileFormat(product.dimensions)) return null;
  const prefetch = () => void loadDialog();
  const show = () => {
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
