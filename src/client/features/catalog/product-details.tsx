import { canBuy, stockText } from '#shared/stock/availability';
import { type ReactNode, lazy, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Tag } from '#client/components/plain/tag';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import { OUT_OF_STOCK_LABEL } from '#shared/availability';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import type { ProductDetail } from '#shared/catalog';
import { technicalSheet } from '#shared/tile-attributes';
import { PICKUP_ONLY_LABEL } from '#shared/pickup-only';
import { formatMoney, formatSquareMeters } from '#shared/format';
import { transferDiscountText, withTransferDiscount } from '#shared/payments/transfer-discount';
import { QUALITY_LABELS, effectivePrice, isFlooringArea } from '#shared/pricing';
import { lineQuantityText, squareMetersPerBox } from '#shared/order-lines';
import { whatsappLink } from '#shared/whatsapp';
import { consultaText } from '#shared/whatsapp-consulta';
import { cartStore, useCart } from '#client/stores/cart-store';
import { useShopSettings } from '#client/hooks/use-shop-settings';
import { taxonomyQuery } from '#client/api/catalog';
import { CatalogBreadcrumbs } from './catalog-breadcrumbs';
import { CalculatorLauncher } from './calculator-launcher';
import { ProductGallery } from './product-gallery';
import { productTrail } from './product-head';
import { ProductPrice } from '#client/components/product/product-price';
import { OnDemand } from '#client/components/on-demand';
import { ShippingQuoteForm } from '#client/components/shipping/shipping-quote-form';
import { PAGE_PATHS as P } from '#shared/page-paths';

// 'Producto agregado al carrito' comes with the first box added.
const Snackbar = lazy(() => import('@mui/material/Snackbar'));

/**
 * The loaded product page. `actions`: more buttons beside the cart's,
 * composed by the page from other features ("Ver en mi ambiente").
 */
export function ProductDetails({
  product,
  actions,
}: {
  product: ProductDetail;
  actions?: ReactNode;
}) {
  const navigate = useNavigate();
  const { data: taxonomy } = useQuery(taxonomyQuery);
  const buyable = canBuy(product);
  const [added, setAdded] = useState(false);
  const flooring = isFlooringArea(product.areaName);
  const unitPrice = effectivePrice(product.price, product.discountPercentage);
  const metersPerBox = product.metersPerBox ?? 0;
  const shop = useShopSettings();
  const transferPercentage = shop?.payments.transferDiscountPercentage ?? 0;
  // The consulta names what the cart holds of this product, or one box (unit, bag).
  const inCart = useCart().items.find((i) => i.productId === product.id);
  const consulta =
    shop &&
    whatsappLink(
      shop.whatsappNumber,
      consultaText([
        {
          name: product.name,
          quantity: lineQuantityText({
            ...(inCart ?? { quantity: 1, squareMeters: 0, includeWaste: false }),
            saleUnit: product.saleUnit,
            metersPerBox: squareMetersPerBox(product),
          }),
        },
      ]),
    );

  const addOneBox = () => {
    cartStore.add({
      productId: product.id,
      quantity: 1,
      // No room was measured: the line holds boxes only.
      squareMeters: 0,
      includeWaste: false,
    });
    setAdded(true);
  };

  const specs: { label: string; value: string }[] = [];
  if (product.dimensions) specs.push({ label: 'Dimensiones', value: `${product.dimensions} cm` });
  if (flooring && product.metersPerBox)
    specs.push({
      label: 'Metros por caja',
      value: `${formatSquareMeters(product.metersPerBox)} m²`,
    });
  // The tile attributes' technical sheet; size and finish are the rows above.
  specs.push(...technicalSheet({ ...product, dimensions: null, type: null }));
  if (product.type) specs.push({ label: 'Acabado', value: product.type });
  if (product.brand) specs.push({ label: 'Marca', value: product.brand });

  return (
    <Box>
      <CatalogBreadcrumbs trail={productTrail(product, taxonomy)} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' },
          gap: { xs: 3, md: 5 },
          alignItems: 'start',
        }}
      >
        <Box sx={{ maxWidth: 640, width: '100%' }}>
          <ProductGallery images={product.images} name={product.name} />
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography
            variant="h4"
            component="h1"
            sx={{
              fontWeight: 700,
              fontSize: { xs: '1.6rem', md: '2.125rem' },
              textTransform: 'lowercase',
            }}
          >
            {product.name.toLocaleLowerCase('es-AR')}
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            {flooring && (
              <Tag color={product.quality === '1ra' ? 'primary' : 'default'}>
                Calidad: {QUALITY_LABELS[product.quality]}
              </Tag>
            )}
            {product.discountPercentage ? (
              <Tag color="error" bold>
                {product.discountPercentage}% OFF
              </Tag>
            ) : null}
            {!buyable && <Tag>{OUT_OF_STOCK_LABEL}</Tag>}
          </Box>
          <ProductPrice product={product} flooring={flooring} size="large" />
          {transferPercentage > 0 && (
            <Typography color="success.main" sx={{ fontWeight: 500 }}>
              {formatMoney(withTransferDiscount(unitPrice, transferPercentage))}
              {flooring && metersPerBox > 0 ? ' por caja ' : ' '}
              {transferDiscountText(transferPercentage)}
            </Typography>
          )}
          {product.stock && buyable && (
            <Typography sx={{ fontWeight: 500 }}>
              {stockText(product.stock, product.saleUnit)}
            </Typography>
          )}
          {product.hasShipping ? (
            <Typography
              color="success.main"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <LocalShippingIcon fontSize="small" aria-hidden="true" />
              Envío disponible
            </Typography>
          ) : (
            <Typography
              color="text.secondary"
              sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
            >
              <StorefrontIcon fontSize="small" aria-hidden="true" />
              {PICKUP_ONLY_LABEL}
            </Typography>
          )}
          {product.hasShipping && <ShippingQuoteForm />}
          {product.description && (
            <Typography color="text.secondary">{product.description}</Typography>
          )}
          {specs.length > 0 && (
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 2,
                rowGap: 0.5,
                m: 0,
              }}
            >
              {specs.map((spec) => (
                <Box key={spec.label} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">
                    {spec.label}
                  </Typography>
                  <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
                    {spec.value}
                  </Typography>
                </Box>
              ))}
            </Box>
          )}
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
            <Button
              variant="outlined"
              startIcon={<ArrowBackIcon />}
              onClick={() => void navigate(-1)}
            >
              Volver
            </Button>
            {flooring && metersPerBox > 0 && buyable && (
              <CalculatorLauncher
                product={product}
                unitPrice={unitPrice}
                inCart={inCart?.quantity ?? 0}
                whatsappNumber={shop?.whatsappNumber ?? null}
                onAdded={() => setAdded(true)}
              />
            )}
            <Button
              variant="contained"
              startIcon={<AddShoppingCartIcon />}
              onClick={addOneBox}
              disabled={!buyable}
            >
              {buyable ? 'Agregar al carrito' : OUT_OF_STOCK_LABEL}
            </Button>
            {consulta && (
              <Button
                variant="outlined"
                color="success"
                startIcon={<WhatsAppIcon />}
                href={consulta}
                target="_blank"
                rel="noopener noreferrer"
              >
                Enviar consulta por WhatsApp
              </Button>
            )}
            {actions}
          </Box>
        </Box>
      </Box>
      <OnDemand open={added}>
        <Snackbar
          open={added}
          autoHideDuration={3000}
          onClose={() => setAdded(false)}
          message="Producto agregado al carrito"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
          action={
            <Button color="secondary" size="small" component={RouterLink} to={P.cart}>
              Ver carrito
            </Button>
          }
        />
      </OnDemand>
    </Box>
  );
}
