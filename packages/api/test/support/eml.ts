/** Reading the RFC 822 messages the mail transport writes or sends, as a mail client would. */

/** The headers of a message (folded lines joined), by lower-case name. */
export function emlHeaders(eml: string): Map<string, string> {
  const text = eml.replace(/\r\n/g, '\n');
  const headers = new Map<string, string>();
  for (const line of text
    .slice(0, text.indexOf('\n\n'))
    .replace(/\n[ \t]+/g, ' ')
    .split('\n')) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** The message with quoted-printable undone (soft line breaks joined, =XX bytes decoded as UTF-8). */
export function emlDecoded(eml: string): string {
  const bytes = eml.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}
