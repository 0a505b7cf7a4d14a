/** Helpers shared by the drawn SVG images (tire-svg.ts, shop-svg.ts). */

/**
 * FNV-1a hash of a text, as an unsigned 32-bit number: the images pick colours and details from
 * its bits so the same product or shop always draws the same and neighbours draw differently.
 */
export function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Escapes a text for an SVG attribute value or text node (names come from the catalogue and shops). */
export const escapeXml = (s: string) =>
  s.replace(/[<>&'"]/g, (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!);
