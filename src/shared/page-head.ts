/** A link preview's picture: og:image with its size, type and text. */
export interface OpenGraphImage {
  url: string;
  width: number;
  height: number;
  type: string;
  alt: string;
}

/** What a page puts in its <head>: written by the page module, turned into tags by the server. */
export interface HeadTags {
  title: string;
  description: string;
  url: string;
  image?: OpenGraphImage | undefined;
  type?: 'website' | 'product';
  jsonLd?: unknown;
  noindex?: boolean;
}

/** A page's head and, for a page that does not exist (an unknown product), its 404 status. */
export interface PageHead extends HeadTags {
  status?: number;
}

/** The image a page shows largest on arrival, asked for at once at high priority. */
export interface ImagePreload {
  href: string;
  srcSet?: string;
  sizes?: string;
}

/** Collapses whitespace and cuts at a word boundary, for meta descriptions. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
