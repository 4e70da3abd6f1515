import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { ProductDetail } from '#shared/catalog';
import { renderWhenNear } from '#client/components/render-when-near';
import { ProductCard } from '#client/components/product/product-card';

/** A card's height on a phone, about: the size a card out of view takes until it is drawn. */
const CARD_SX = renderWhenNear(360);

/** Cards in view when the list opens (a row on wide screens); their images load eagerly. */
const FIRST_CARDS = 4;

export function ProductGrid({
  products,
  cardAction,
}: {
  products: ProductDetail[];
  /** A secondary action on each card, composed by the page. */
  cardAction?: (product: ProductDetail) => ReactNode;
}) {
  return (
    <Box
      component="ul"
      aria-label="Productos"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        // Two cards a row even on a phone: a shopper compares tiles side by side.
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          lg: 'repeat(3, minmax(0, 1fr))',
          xl: 'repeat(4, minmax(0, 1fr))',
        },
      }}
    >
      {products.map((product, index) => (
        <Box component="li" key={product.id} sx={CARD_SX}>
          <ProductCard
            product={product}
            priority={index < FIRST_CARDS}
            action={cardAction?.(product)}
          />
        </Box>
      ))}
    </Box>
  );
}
