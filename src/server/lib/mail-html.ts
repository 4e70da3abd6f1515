import { escapeHtml } from '../pages/html';

/**
 * HTML for e-mail clients: tables and inline styles only (Gmail and Outlook drop <style> rules
 * and flex), one column up to 600 px that narrows with the phone. Every text goes through
 * escapeHtml here or in the caller, so a customer's name is never markup.
 */
export const esc = escapeHtml;

const FONT = 'font-family:Arial,Helvetica,sans-serif;color:#222;';

export function mailDocument(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="es"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(title)}</title></head>`,
    `<body style="margin:0;padding:0;background:#f4f4f4;${FONT}">`,
    '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f4;">',
    '<tr><td align="center" style="padding:12px 4px;">',
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:6px;${FONT}">`,
    `<tr><td style="padding:16px 12px 8px;font-size:15px;line-height:1.5;">${body}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('');
}

export const heading = (text: string) =>
  `<h2 style="margin:20px 0 8px;font-size:17px;color:#1a237e;">${esc(text)}</h2>`;

export const paragraph = (html: string) => `<p style="margin:0 0 12px;">${html}</p>`;

/** Label/value rows (customer data, transfer details), values already escaped. */
export function definitionTable(rows: [label: string, valueHtml: string][]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:3px 12px 3px 0;color:#555;vertical-align:top;white-space:nowrap;">${esc(label)}</td>` +
        `<td style="padding:3px 0;vertical-align:top;word-break:break-word;">${value}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px;margin:0 0 12px;">${cells}</table>`;
}

export const link = (href: string, text: string) =>
  `<a href="${esc(href)}" style="color:#1565c0;">${esc(text)}</a>`;

export const button = (href: string, text: string) =>
  `<p style="margin:16px 0;"><a href="${esc(href)}" style="display:inline-block;background:#1565c0;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:4px;font-weight:bold;">${esc(text)}</a></p>`;
