import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Product } from '../../../shared/catalog';
import { formatMoney } from '../../../shared/format';
import { effectivePrice, pricePerSquareMeter } from '../../../shared/pricing';

interface ProductPriceProps {
  product: Pick<Product, 'price' | 'discountPercentage' | 'metersPerBox'>;
  flooring: boolean;
  size?: 'small' | 'large';
}

/**
 * SPEC §2: flooring shows the price per m² and the 'por caja' price; other areas only the
 * price; with a discount the original is struck through next to the discounted one.
 */
export function ProductPrice({ product, flooring, size = 'small' }: ProductPriceProps) {
  const discounted = effectivePrice(product.price, product.discountPercentage);
  const hasDiscount = discounted !== product.price;
  const perM2 = flooring ? pricePerSquareMeter(discounted, product.metersPerBox) : null;
  const originalPerM2 = flooring ? pricePerSquareMeter(product.price, product.metersPerBox) : null;
  const main = size === 'large' ? 'h4' : 'h6';

  if (perM2 !== null) {
    return (
      <Box>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          {hasDiscount && originalPerM2 !== null && (
            <Typography
              component="s"
              color="text.secondary"
              aria-label="Precio anterior por m²"
              // In a card the price comes first and the old one wraps after it: on a narrow
              // phone card the price stays at the same height as its neighbour's.
              sx={{ order: size === 'small' ? 1 : 0 }}
            >
              {formatMoney(originalPerM2)}
            </Typography>
          )}
          <Typography variant={main} component="span" color="primary" sx={{ fontWeight: 700 }}>
            {formatMoney(perM2)}
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              / m²
            </Typography>
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
          {hasDiscount && (
            <Typography component="s" variant="body2" color="text.secondary">
              {formatMoney(product.price)}
            </Typography>
          )}
          <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
            {formatMoney(discounted)} por caja
          </Typography>
        </Box>
      </Box>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, flexWrap: 'wrap' }}>
      {hasDiscount && (
        <Typography component="s" color="text.secondary" aria-label="Precio anterior">
          {formatMoney(product.price)}
        </Typography>
      )}
      <Typography variant={main} component="span" color="primary" sx={{ fontWeight: 700 }}>
        {formatMoney(discounted)}
      </Typography>
    </Box>
  );
}
