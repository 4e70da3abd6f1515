import { Suspense, lazy, useState } from 'react';
import Button from '@mui/material/Button';
import ViewInArIcon from '@mui/icons-material/ViewInArOutlined';
import type { ProductDetail } from '../../../shared/catalog';
import { isFlooringArea } from '../../../shared/pricing';
import { tileFormat } from '../../../shared/tile-format';
import { VISUALIZER_LABEL } from '../../../shared/visualizer/label';

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
  return (
    <>
      <Button
        variant={compact ? 'text' : 'outlined'}
        size={compact ? 'small' : 'medium'}
        startIcon={<ViewInArIcon aria-hidden="true" />}
        aria-label={compact ? `${VISUALIZER_LABEL}: ${product.name}` : undefined}
        aria-haspopup="dialog"
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        sx={compact ? { alignSelf: 'flex-start', px: 0.5, minWidth: 0 } : undefined}
      >
        {VISUALIZER_LABEL}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <VisualizerDialog productId={product.id} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
