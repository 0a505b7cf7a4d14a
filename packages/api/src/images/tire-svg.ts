/**
 * Product images: a side view of the tire drawn as SVG, unique per product line — tread blocks
 * by category (chunky for mud/all-terrain, fine for summer/performance), spokes from a hash of
 * the name, brand and line lettered on the sidewall. No external image hosting needed.
 */
import { CATEGORY_IDS } from '@tireshop/core';
import { escapeXml, hash } from './svg';

function treadFor(categoryId: number): { blocks: number; depth: number; width: number } {
  switch (categoryId) {
    case CATEGORY_IDS.mudTerrain:
      return { blocks: 22, depth: 9, width: 14 };
    case CATEGORY_IDS.allTerrain:
      return { blocks: 30, depth: 7, width: 10 };
    case CATEGORY_IDS.winter:
      return { blocks: 44, depth: 5, width: 6 };
    case CATEGORY_IDS.racing:
    case CATEGORY_IDS.trackCompetition:
      return { blocks: 0, depth: 0, width: 0 };
    case CATEGORY_IDS.summer:
    case CATEGORY_IDS.uhp:
    case CATEGORY_IDS.performance:
      return { blocks: 60, depth: 3, width: 3 };
    default:
      return { blocks: 48, depth: 4, width: 5 };
  }
}

export function tireSvg(input: { brand: string; line: string; categoryId: number }): string {
  const h = hash(`${input.brand}/${input.line}`);
  const spokes = 5 + (h % 4);
  const rimHue = [210, 30, 0, 200][h % 4];
  const rimLight = (h >> 3) % 2 ? 78 : 58;
  const { blocks, depth, width } = treadFor(input.categoryId);
  const c = 100;
  const treadMarks = Array.from({ length: blocks }, (_, i) => {
    const angle = (360 / blocks) * i;
    return `<rect x="${c - width / 2}" y="${c - 96}" width="${width}" height="${depth}" rx="1" transform="rotate(${angle} ${c} ${c})"/>`;
  }).join('');
  const spokePaths = Array.from({ length: spokes }, (_, i) => {
    const angle = (360 / spokes) * i;
    return `<path d="M${c - 5} ${c - 14} L${c - 9} ${c - 50} L${c + 9} ${c - 50} L${c + 5} ${c - 14} Z" transform="rotate(${angle} ${c} ${c})"/>`;
  }).join('');
  const brand = escapeXml(input.brand.toUpperCase());
  const line = escapeXml(input.line);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="200" height="200" role="img" aria-label="${escapeXml(`${input.brand} ${input.line} tire`)}">
<defs>
<radialGradient id="rim" cx="40%" cy="35%" r="75%"><stop offset="0" stop-color="hsl(${rimHue} 8% ${rimLight + 15}%)"/><stop offset="1" stop-color="hsl(${rimHue} 10% ${rimLight - 25}%)"/></radialGradient>
<path id="top" d="M ${c - 72} ${c} A 72 72 0 0 1 ${c + 72} ${c}"/>
<path id="bottom" d="M ${c - 78} ${c} A 78 78 0 0 0 ${c + 78} ${c}"/>
</defs>
<circle cx="${c}" cy="${c}" r="97" fill="#17191c"/>
<g fill="#0b0c0d">${treadMarks}</g>
<circle cx="${c}" cy="${c}" r="86" fill="#222529"/>
<circle cx="${c}" cy="${c}" r="86" fill="none" stroke="#2e3237" stroke-width="2"/>
<text font-family="Arial, Helvetica, sans-serif" font-size="13" font-weight="700" letter-spacing="2" fill="#e9ecef" text-anchor="middle"><textPath href="#top" startOffset="50%">${brand}</textPath></text>
<text font-family="Arial, Helvetica, sans-serif" font-size="9" fill="#adb5bd" text-anchor="middle"><textPath href="#bottom" startOffset="50%">${line}</textPath></text>
<circle cx="${c}" cy="${c}" r="58" fill="url(#rim)"/>
<g fill="#2b2f33" opacity=".85">${spokePaths}</g>
<circle cx="${c}" cy="${c}" r="15" fill="url(#rim)" stroke="#2b2f33" stroke-width="2"/>
<circle cx="${c}" cy="${c}" r="4" fill="#2b2f33"/>
</svg>`;
}
