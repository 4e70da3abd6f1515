import type { Product } from '#shared/catalog';
import { formatMoney } from '#shared/format';
import { effectivePrice, pricePerSquareMeter } from '#shared/pricing';
import { PRODUCT_CLASSES as C } from './product-styles';

interface ProductPriceProps {
  product: Pick<Product, 'price' | 'discountPercentage' | 'metersPerBox'>;
  flooring: boolean;
  size?: 'small' | 'large';
}

/**
 * Flooring shows the price per m² and the 'por caja' price; other areas only the
 * price; with a discount the original is struck through next to the discounted one. Plain
 * elements with the classes of product-styles.ts: a list page draws one per card.
 */
export function ProductPrice({ product, flooring, size = 'small' }: ProductPriceProps) {
  const discounted = effectivePrice(product.price, product.discountPercentage);
  const hasDiscount = discounted !== product.price;
  const perM2 = flooring ? pricePerSquareMeter(discounted, product.metersPerBox) : null;
  const originalPerM2 = flooring ? pricePerSquareMeter(product.price, product.metersPerBox) : null;
  const sizeClass = size === 'large' ? ` ${C.priceLarge}` : '';

  if (perM2 !== null) {
    return (
      <div className={`${C.price}${sizeClass}`}>
        <div className={`${C.priceRow} ${C.perM2}`}>
          {hasDiscount && originalPerM2 !== null && (
            <s className={C.old} aria-label="Precio anterior por m²">
              {formatMoney(originalPerM2)}
            </s>
          )}
          <span className={C.main}>
            {formatMoney(perM2)}
            <span className={C.unit}> / m²</span>
          </span>
        </div>
        <div className={C.priceRow}>
          {hasDiscount && <s className={C.unit}>{formatMoney(product.price)}</s>}
          <span className={C.box}>{formatMoney(discounted)} por caja</span>
        </div>
      </div>
    );
  }
  return (
    <div className={`${C.price} ${C.priceRow}${sizeClass}`}>
      {hasDiscount && (
        <s className={C.old} aria-label="Precio anterior">
          {formatMoney(product.price)}
        </s>
      )}
      <span className={C.main}>{formatMoney(discounted)}</span>
    </div>
  );
}
