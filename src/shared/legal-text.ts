/**
 * The owner's legal text as blocks to draw: plain text with blank lines between paragraphs,
 * '## ' (or '# ') for a heading and '- ' for list items. Never HTML: the blocks are rendered as
 * text nodes, so nothing typed can inject markup.
 */
export type LegalBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] };

export function legalBlocks(body: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = chunk
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== '');
    let paragraph: string[] = [];
    let list: string[] = [];
    const flush = () => {
      if (paragraph.length > 0) blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
      if (list.length > 0) blocks.push({ kind: 'list', items: list });
      paragraph = [];
      list = [];
    };
    for (const line of lines) {
      const heading = /^#{1,3}\s+(.+)$/.exec(line);
      const item = /^[-*•]\s+(.+)$/.exec(line);
      if (heading?.[1]) {
        flush();
        blocks.push({ kind: 'heading', text: heading[1] });
      } else if (item?.[1]) {
        if (paragraph.length > 0) {
          blocks.push({ kind: 'paragraph', text: paragraph.join(' ') });
          paragraph = [];
        }
        list.push(item[1]);
      } else {
        if (list.length > 0) {
          blocks.push({ kind: 'list', items: list });
          list = [];
        }
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}

/** What {tienda}, {email}, {telefono} and {direccion} in a legal text stand for. */
export interface ShopDetails {
  name: string;
  email: string;
  phone: string;
  address: string;
}

/** The text with the shop's details in place of its placeholders. */
export function fillShopDetails(body: string, shop: ShopDetails): string {
  const values: Record<string, string> = {
    tienda: shop.name,
    email: shop.email,
    telefono: shop.phone,
    direccion: shop.address,
  };
  return body.replace(
    /\{(tienda|email|telefono|direccion)\}/g,
    (_, key: string) => values[key] ?? '',
  );
}
