import { type CSSObject, type Theme, alpha } from '@mui/material/styles';

/**
 * The product card's and price's looks, as class rules written once in the page's global styles
 * (theme.ts's pageStyles add them). The list page draws 15 cards: as MUI components each was
 * about 25 styled elements, every one serialising its styles and adding an insertion effect while
 * a phone takes the page over (most of the list's main-thread time). As plain elements
 * with these classes a card costs React a few elements, and looks the same.
 */
export const PRODUCT_CLASSES = {
  card: 'shop-card',
  media: 'shop-card-media',
  badge: 'shop-card-badge',
  sale: 'shop-card-badge-sale',
  soldOut: 'shop-card-badge-sold-out',
  content: 'shop-card-content',
  name: 'shop-card-name',
  brand: 'shop-card-brand',
  note: 'shop-card-note',
  shipping: 'shop-card-shipping',
  pickupOnly: 'shop-card-pickup-only',
  action: 'shop-card-action',
  price: 'shop-price',
  priceRow: 'shop-price-row',
  perM2: 'shop-price-per-m2',
  priceLarge: 'shop-price-large',
  main: 'shop-price-main',
  unit: 'shop-price-unit',
  old: 'shop-price-old',
  box: 'shop-price-box',
} as const;

const c = PRODUCT_CLASSES;

export function productStyles(theme: Theme): CSSObject {
  const { palette, typography, shape, breakpoints } = theme;
  const sm = breakpoints.up('sm');
  const small = (variant: 'body2' | 'caption') => ({
    ...typography[variant],
    margin: 0,
  });
  return {
    [`.${c.card}`]: {
      height: '100%',
      display: 'flex',
      flexDirection: 'column',
      position: 'relative',
      overflow: 'hidden',
      margin: 0,
      backgroundColor: palette.background.paper,
      color: palette.text.primary,
      border: `1px solid ${palette.divider}`,
      borderRadius: shape.borderRadius,
    },
    [`.${c.media}`]: {
      display: 'block',
      aspectRatio: '4 / 3',
      backgroundColor: palette.grey[200],
      overflow: 'hidden',
      '& img': { width: '100%', height: '100%', objectFit: 'cover', display: 'block' },
    },
    [`.${c.badge}`]: {
      position: 'absolute',
      top: 8,
      display: 'inline-flex',
      alignItems: 'center',
      height: 24,
      padding: '0 8px',
      borderRadius: 12,
      fontFamily: typography.fontFamily,
      fontSize: typography.pxToRem(13),
      lineHeight: 1,
      whiteSpace: 'nowrap',
    },
    [`.${c.sale}`]: {
      left: 8,
      fontWeight: 700,
      backgroundColor: palette.error.main,
      color: palette.error.contrastText,
    },
    [`.${c.soldOut}`]: {
      right: 8,
      backgroundColor: palette.grey[800],
      color: palette.common.white,
    },
    [`.${c.content}`]: {
      flex: 1,
      display: 'flex',
      flexDirection: 'column',
      gap: 4,
      padding: 12,
      [sm]: { padding: 16 },
    },
    [`.${c.name}`]: {
      ...typography.subtitle1,
      margin: 0,
      fontWeight: 600,
      lineHeight: 1.3,
      fontSize: typography.pxToRem(15),
      [sm]: { fontSize: typography.pxToRem(16) },
      // Two lines always: every card of a row has its price at the same height.
      minHeight: '2.6em',
      display: '-webkit-box',
      WebkitLineClamp: 2,
      WebkitBoxOrient: 'vertical',
      overflow: 'hidden',
      overflowWrap: 'anywhere',
      '& a': { color: 'inherit', textDecoration: 'none' },
      '& a:hover': { textDecoration: 'underline' },
    },
    [`.${c.brand}`]: {
      ...small('body2'),
      color: palette.text.secondary,
      minHeight: '1.43em',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    [`.${c.note}`]: { ...small('caption'), color: palette.text.secondary },
    [`.${c.shipping}`]: {
      ...small('body2'),
      color: palette.success.main,
      display: 'flex',
      alignItems: 'center',
      gap: 4,
      marginTop: 'auto',
      paddingTop: 4,
    },
    [`.${c.pickupOnly}`]: { color: palette.text.secondary },
    [`.${c.action}`]: {
      ...typography.button,
      fontSize: typography.pxToRem(13),
      alignSelf: 'flex-start',
      textAlign: 'left',
      display: 'inline-flex',
      alignItems: 'center',
      gap: 6,
      margin: 0,
      padding: '4px',
      border: 0,
      borderRadius: shape.borderRadius,
      background: 'none',
      color: palette.primary.main,
      cursor: 'pointer',
      '& svg': { width: 18, height: 18, fill: 'currentColor', flexShrink: 0 },
      '&:hover': { backgroundColor: alpha(palette.primary.main, palette.action.hoverOpacity) },
    },
    [`.${c.priceRow}`]: {
      display: 'flex',
      alignItems: 'baseline',
      gap: 8,
      flexWrap: 'wrap',
    },
    [`.${c.main}`]: { ...typography.h6, fontWeight: 700, color: palette.primary.main },
    [`.${c.priceLarge} .${c.main}`]: { ...typography.h4, fontWeight: 700 },
    [`.${c.unit}`]: { ...typography.body2, color: palette.text.secondary },
    [`.${c.old}`]: { ...typography.body1, color: palette.text.secondary },
    // In a card the price per m² comes first and the old one wraps after it: on a narrow phone
    // card the price stays at the same height as its neighbour's.
    [`.${c.card} .${c.perM2} .${c.old}`]: { order: 1 },
    [`.${c.box}`]: { ...typography.body2, fontWeight: 600 },
  };
}
