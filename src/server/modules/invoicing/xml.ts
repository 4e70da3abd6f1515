import { SaxesParser } from 'saxes';

/** An element of a SOAP message, by its local name (prefixes dropped: ARCA's and ours differ). */
export interface XmlElement {
  name: string;
  children: XmlElement[];
  text: string;
}

/** The tree of an XML text; throws on malformed XML (a caller answers its own error). */
export function parseXml(text: string): XmlElement {
  const parser = new SaxesParser({ xmlns: false });
  const root: XmlElement = { name: '#document', children: [], text: '' };
  const stack: XmlElement[] = [root];
  parser.on('opentag', (tag) => {
    const element: XmlElement = { name: tag.name.replace(/^.*:/, ''), children: [], text: '' };
    stack.at(-1)!.children.push(element);
    stack.push(element);
  });
  parser.on('closetag', () => void stack.pop());
  parser.on('text', (chunk) => void (stack.at(-1)!.text += chunk));
  parser.on('cdata', (chunk) => void (stack.at(-1)!.text += chunk));
  parser.write(text).close();
  return root;
}

/** The first element named name at any depth (a SOAP body's operation, a result's field). */
export function findElement(element: XmlElement, name: string): XmlElement | undefined {
  for (const child of element.children) {
    if (child.name === name) return child;
    const found = findElement(child, name);
    if (found) return found;
  }
  return undefined;
}

/** The trimmed text of the direct child named name, '' when there is none. */
export function childText(element: XmlElement | undefined, name: string): string {
  return element?.children.find((child) => child.name === name)?.text.trim() ?? '';
}

/** The direct children named name. */
export function childrenNamed(element: XmlElement | undefined, name: string): XmlElement[] {
  return element?.children.filter((child) => child.name === name) ?? [];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/** A SOAP 1.1 envelope around one body element. */
export function soapEnvelope(body: string): string {
  return (
    '<?xml version="1.0" encoding="UTF-8"?>' +
    '<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
    `<soap:Body>${body}</soap:Body></soap:Envelope>`
  );
}
