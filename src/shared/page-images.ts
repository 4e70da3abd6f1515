/**
 * What the storefront's images are laid out at, shared by the components that draw them and the
 * server that preloads the largest one of a page (the same srcset and sizes, or the browser would
 * fetch a second variant).
 */
export const GALLERY_IMAGE_SIZES = '(max-width: 899px) 100vw, 50vw';
export const CARD_IMAGE_SIZES = '(max-width: 599px) 100vw, (max-width: 1199px) 50vw, 400px';
/** The home banner's first slide: the largest thing on the home page when it opens. */
export const FIRST_HERO_IMAGE = '/hero/slide-1.webp';
/** The home banner spans the window's width. */
export const HERO_IMAGE_SIZES = '100vw';
