/**
 * The one HTML frame of every e-mail the shop sends: the document, its head, the body's type and
 * colour, then the greeting and the lead paragraph when the e-mail has them, then its own part.
 * Every text given here is escaped; `bodyHtml` is HTML the caller built (with escapeHtml).
 */

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export function emailDocument(parts: { subject: string; greeting?: string; lead?: string; bodyHtml: string }): string {
  const e = escapeHtml;
  const opening = [parts.greeting, parts.lead].flatMap((p) => (p === undefined ? [] : [`<p>${e(p)}</p>\n`])).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${e(parts.subject)}</title></head>
<body style="font-family: Arial, sans-serif; color: #1a1a1a; line-height: 1.5">
${opening}${parts.bodyHtml}
</body></html>
`;
}
