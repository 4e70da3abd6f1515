import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import LocalShippingIcon from '@mui/icons-material/LocalShippingOutlined';
import StorefrontIcon from '@mui/icons-material/StorefrontOutlined';
import { OUT_OF_STOCK_LABEL } from '#shared/availability';
import type { ProductDetail } from '#shared/catalog';
import { PICKUP_ONLY_LABEL } from '#shared/pickup-only';
import { isFlooringArea } from '#shared/pricing';
import { peiLabel } from '#shared/tile-attributes';
import { CARD_IMAGE_SIZES } from '#shared/page-images';
import { canBuy, stockText } from '#shared/stock/availability';
import { ProductPrice } from './product-price';
import { PRODUCT_CLASSES as C } from './product-styles';
import { PAGE_PATHS as P } from '#shared/page-paths';
import { href } from '#shared/pages';

/**
 * A product in a list. Plain elements with the classes of product-styles.ts rather than MUI
 * components: a page draws many, and a phone takes each over when the page arrives.
 * `action`: a secondary action under the price, composed by the page ("Ver en mi ambiente").
 */
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
  const link = href(P.product, { id: product.id });
  const buyable = canBuy(product);
  const facts = [product.slipResistance, product.pei ? peiLabel(product.pei) : null]
    .filter(Boolean)
    .join(' · ');
  return (
    <article className={C.card}>
      <RouterLink to={link} tabIndex={-1} aria-hidden="true" className={C.media}>
        {cover && (
          <img
            src={cover.src}
            srcSet={cover.srcSet}
            sizes={CARD_IMAGE_SIZES}
            alt=""
            width={800}
            height={600}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
          />
        )}
      </RouterLink>
      {product.discountPercentage ? (
        <span className={`${C.badge} ${C.sale}`}>{`${product.discountPercentage}% OFF`}</span>
      ) : null}
      {!buyable && <span className={`${C.badge} ${C.soldOut}`}>{OUT_OF_STOCK_LABEL}</span>}
      <div className={C.content}>
        <h2 className={C.name}>
          <RouterLink to={link}>{product.name}</RouterLink>
        </h2>
        <p className={C.brand}>{product.brand}</p>
        {/* What a tiler asks first: its own line, so a phone's narrow card shows it whole. */}
        {facts && <p className={C.brand}>{facts}</p>}
        <ProductPrice product={product} flooring={isFlooringArea(product.areaName)} />
        {product.stock && buyable && (
          <span className={C.note}>{stockText(product.stock, product.saleUnit)}</span>
        )}
        {product.hasShipping ? (
          <p className={C.shipping}>
            <LocalShippingIcon fontSize="small" aria-hidden="true" />
            Envío disponible
          </p>
        ) : (
          <p className={`${C.shipping} ${C.pickupOnly}`}>
            <StorefrontIcon fontSize="small" aria-hidden="true" />
            {PICKUP_ONLY_LABEL}
          </p>
        )}
        {action}
      </div>
    </article>
  );
}
