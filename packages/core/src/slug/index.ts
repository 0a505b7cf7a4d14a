/**
 * spec §5 Slugs: lowercase, accents mapped to plain letters, other non-alphanumerics removed and
 * spaces turned into hyphens. Hyphens already in a name are kept as separators ("All-Terrain").
 */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .replace(/^-|-$/g, '');
}
