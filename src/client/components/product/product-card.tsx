import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import { OUT_OF_STOCK_LABEL } from '../../../shared/availability';
import type { ProductDetail } from '../../../shared/catalog';
import { isFlooringArea } from '../../../shared/pricing';
import { CARD_IMAGE_SIZES } from '../../../shared/page-images';
import { ProductPrice } from './product-price';
import { canBuy, stockText } from '../../../shared/stock/availability';

/** `action`: a secondary action under the price, composed by the page ("Ver en mi ambiente"). */
export function ProductCard({
  product,
  priority,
  action,
}: {
  product: ProductDetail;
  priority: boolean;
  action?: ReactNode;
}) {
  const cover = product.images[0];
  const href = `/producto/${product.id}`;
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', position: 'relative' }}
    >
      <Box
        component={RouterLink}
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        sx={{ display: 'block', aspectRatio: '4 / 3', bgcolor: 'grey.200', overflow: 'hidden' }}
      >
        {cover && (
          <Box
            component="img"
            src={cover.src}
            srcSet={cover.srcSet}
            sizes={CARD_IMAGE_SIZES}
            alt=""
            width={800}
            height={600}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
      </Box>
      {product.discountPercentage ? (
        <Chip
          label={`${product.discountPercentage}% OFF`}
          color="error"
          size="small"
          sx={{ position: 'absolute', top: 8, left: 8, fontWeight: 700 }}
        />
      ) : null}
      {!canBuy(product) && (
        <Chip
          label={OUT_OF_STOCK_LABEL}
          size="small"
          sx={{
            position: 'absolute',
            top: 8,
            right: 8,
            bgcolor: 'grey.800',
            color: 'common.white',
          }}
        />
      )}
      {/* The name takes two lines and the brand one, always: every card of a row has its price
          at the same height, with the shipping note below it. */}
      <CardContent
        sx={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          gap: 0.5,
          p: { xs: 1.5, sm: 2 },
          '&:last-child': { pb: { xs: 1.5, sm: 2 } },
        }}
      >
        <Typography
          variant="subtitle1"
          component="h2"
          sx={{
            fontWeight: 600,
            lineHeight: 1.3,
            fontSize: { xs: '0.9375rem', sm: '1rem' },
            minHeight: '2.6em',
            display: '-webkit-box',
            WebkitLineClamp: 2,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
            overflowWrap: 'anywhere',
          }}
        >
          <Link component={RouterLink} to={href} color="inherit" underline="hover">
            {product.name}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap sx={{ minHeight: '1.43em' }}>
          {product.brand}
        </Typography>
        <ProductPrice product={product} flooring={isFlooringArea(product.areaName)} />
        {product.stock && canBuy(product) && (
          <Typography variant="caption" color="text.secondary">
            {stockText(product.stock, product.saleUnit)}
          </Typography>
        )}
        {product.hasShipping && (
          <Typography
            variant="body2"
            color="success.main"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 'auto', pt: 0.5 }}
          >
            <LocalShippingIcon fontSize="small" aria-hidden="true" />
            Envío disponible
          </Typography>
        )}
        {action}
      </CardContent>
    </Card>
  );
}
