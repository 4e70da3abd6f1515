import Box from '@mui/material/Box';
import type { ProductDetail } from '#shared/catalog';
import { renderWhenNear } from '#client/components/render-when-near';
import { ProductCard } from '#client/components/product/product-card';

const CARD_SX = renderWhenNear(360);

/** Inicio's Destacados: the owner's chosen products, as the list's cards, in their order. */
export function FeaturedProducts({ products }: { products: ProductDetail[] }) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: { xs: 1, sm: 2 },
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      {products.map((product) => (
        <Box component="li" key={product.id} sx={CARD_SX}>
          <ProductCard product={product} priority={false} />
        </Box>
      ))}
    </Box>
  );
}
