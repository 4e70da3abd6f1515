import type { HeadTags } from '#shared/page-head';

/** Escapes text for an HTML attribute value or text node. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON inside <script>: '<' escaped so a product name can never close the tag. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, (c) => (c === '\u2028' ? '\\u2028' : '\\u2029'));
}

/** The <title>, description, canonical, Open Graph and JSON-LD tags of a page. */
export function renderHeadTags(tags: HeadTags, siteName: string): string {
  const lines = [
    `<title>${escapeHtml(tags.title)}</title>`,
    `<meta name="description" content="${escapeHtml(tags.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(tags.url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(siteName)}" />`,
    `<meta property="og:locale" content="es_AR" />`,
    `<meta property="og:type" content="${tags.type ?? 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(tags.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(tags.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(tags.url)}" />`,
  ];
  const image = tags.image;
  if (image) {
    lines.push(
      `<meta property="og:image" content="${escapeHtml(image.url)}" />`,
      `<meta property="og:image:type" content="${escapeHtml(image.type)}" />`,
      `<meta property="og:image:width" content="${image.width}" />`,
      `<meta property="og:image:height" content="${image.height}" />`,
      `<meta property="og:image:alt" content="${escapeHtml(image.alt)}" />`,
      `<meta name="twitter:card" content="summary_large_image" />`,
    );
  }
  if (tags.noindex) lines.push('<meta name="robots" content="noindex" />');
  if (tags.jsonLd !== undefined)
    lines.push(`<script type="application/ld+json">${jsonForScript(tags.jsonLd)}</script>`);
  return lines.join('\n    ');
}
