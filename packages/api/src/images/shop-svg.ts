/**
 * Shop "photos" for the shop details modal and the shop pages (spec §3 Installer photos): three
 * flat illustrations of a tire shop drawn as SVG — its storefront with the shop's name on the sign,
 * a service bay with a car on the lift, and the waiting room. Colours and details come from a hash
 * of the shop code, so a shop always looks the same and neighbours look different. Each is a
 * couple of kilobytes and needs no image hosting.
 */
import { escapeXml, hash } from './svg';

export const SHOP_PHOTO_VIEWS = ['storefront', 'service-bay', 'waiting-room'] as const;
export type ShopPhotoView = (typeof SHOP_PHOTO_VIEWS)[number];

/** The alt text of a view (what a screen reader says instead of the picture). */
export function shopPhotoAlt(view: ShopPhotoView, shopName: string): string {
  switch (view) {
    case 'storefront':
      return `Storefront of ${shopName}`;
    case 'service-bay':
      return `Service bay at ${shopName}`;
    case 'waiting-room':
      return `Waiting room at ${shopName}`;
  }
}

/** A shop's palette: its brand colour (sign, lift, chairs) and its wall colour. */
function palette(code: string) {
  const h = hash(code);
  const brandHue = [4, 24, 45, 140, 200, 220, 265, 330][h % 8]!;
  const wallHue = [30, 40, 200, 210, 0][(h >>> 3) % 5]!;
  return {
    h,
    brand: `hsl(${brandHue} 62% 42%)`,
    brandDark: `hsl(${brandHue} 55% 30%)`,
    wall: `hsl(${wallHue} 12% ${80 + ((h >>> 6) % 3) * 4}%)`,
    wallDark: `hsl(${wallHue} 10% 62%)`,
    car: ['#2f5d8a', '#b23a3a', '#3f4650', '#e6e8eb', '#2f7a55'][(h >>> 9) % 5]!,
  };
}

const frame = (label: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 200" width="320" height="200" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;

/** A tire seen from the side, centred at (x, y). */
const tire = (x: number, y: number, r: number) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="#1d1f22"/><circle cx="${x}" cy="${y}" r="${r * 0.55}" fill="#9aa1a9"/><circle cx="${x}" cy="${y}" r="${r * 0.18}" fill="#5b6168"/>`;

function storefront(name: string, code: string): string {
  const p = palette(code);
  const label = escapeXml(name);
  // About 8.6 px a letter at this size: squeeze long names into the sign instead of cutting them.
  const fit = name.length * 8.6 > 228 ? ' textLength="228" lengthAdjust="spacingAndGlyphs"' : '';
  const bays = 2 + (p.h % 2);
  const bayWidth = 150 / bays;
  const doors = Array.from({ length: bays }, (_, i) => {
    const x = 26 + i * bayWidth;
    const slats = [0, 1, 2, 3, 4].map((s) => `<path d="M${x + 4} ${116 + s * 11}h${bayWidth - 14}"/>`).join('');
    return `<rect x="${x}" y="108" width="${bayWidth - 6}" height="62" fill="#d7dbe0"/><g stroke="#aab1b9" stroke-width="2">${slats}</g>`;
  }).join('');
  const stack = [0, 1, 2].map((i) => tire(276, 160 - i * 9, 11)).join('');
  return frame(
    `Storefront of ${name}`,
    `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9fd0f2"/><stop offset="1" stop-color="#e3f2fb"/></linearGradient></defs>
<rect width="320" height="200" fill="url(#s)"/>
<rect x="14" y="62" width="292" height="112" fill="${p.wall}"/>
<rect x="14" y="56" width="292" height="8" fill="${p.wallDark}"/>
<rect x="40" y="20" width="240" height="34" rx="4" fill="${p.brand}"/>
<text x="160" y="43" font-family="Arial, Helvetica, sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle"${fit}>${label}</text>
<path d="M14 70h292v14H14z" fill="${p.brandDark}"/>
<g fill="#fff" opacity=".35">${[0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((i) => `<rect x="${20 + i * 29}" y="70" width="14" height="14"/>`).join('')}</g>
${doors}
<rect x="190" y="108" width="30" height="62" fill="${p.brandDark}"/><rect x="195" y="114" width="20" height="26" fill="#cfe7f7"/>
<rect x="228" y="104" width="40" height="34" fill="#cfe7f7" stroke="${p.wallDark}" stroke-width="3"/>
${stack}
<rect y="170" width="320" height="30" fill="#4a4f55"/><path d="M0 186h320" stroke="#e8c547" stroke-width="2" stroke-dasharray="18 14"/>`,
  );
}

function serviceBay(name: string, code: string): string {
  const p = palette(code);
  const rack = [0, 1, 2, 3].map((i) => tire(34 + i * 26, 60, 11) + tire(34 + i * 26, 88, 11)).join('');
  return frame(
    `Service bay at ${name}`,
    `<rect width="320" height="200" fill="${p.wall}"/>
<rect y="150" width="320" height="50" fill="#8d949c"/><path d="M0 150h320" stroke="#6d737a" stroke-width="3"/>
<rect x="16" y="40" width="112" height="4" fill="#6d737a"/><rect x="16" y="70" width="112" height="4" fill="#6d737a"/><rect x="16" y="98" width="112" height="4" fill="#6d737a"/>
${rack}
<rect x="150" y="46" width="10" height="108" fill="${p.brand}"/><rect x="290" y="46" width="10" height="108" fill="${p.brand}"/>
<rect x="160" y="104" width="130" height="6" fill="${p.brandDark}"/>
<path d="M168 100c6-18 20-26 40-28h34c18 2 32 10 42 28z" fill="${p.car}" stroke="#2b2f33" stroke-width="1"/>
<path d="M196 78h26v16h-36zM230 78h18c8 2 14 8 18 16h-36z" fill="#cfe7f7"/>
${tire(190, 104, 11)}${tire(266, 104, 11)}
<rect x="26" y="120" width="60" height="32" rx="2" fill="${p.brandDark}"/><path d="M26 130h60M26 141h60" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>
<rect x="100" y="12" width="140" height="6" rx="3" fill="#fff" opacity=".8"/>`,
  );
}

function waitingRoom(name: string, code: string): string {
  const p = palette(code);
  const chairs = [0, 1, 2]
    .map((i) => {
      const x = 30 + i * 46;
      return `<rect x="${x}" y="112" width="38" height="34" rx="6" fill="${p.brand}"/><rect x="${x}" y="138" width="38" height="12" rx="3" fill="${p.brandDark}"/><path d="M${x + 4} 150v16M${x + 34} 150v16" stroke="#4a4f55" stroke-width="3"/>`;
    })
    .join('');
  const steam = (p.h >>> 5) % 2 ? '<path d="M222 128c-3-4 3-6 0-10" stroke="#aab1b9" fill="none" stroke-width="1.5"/>' : '';
  return frame(
    `Waiting room at ${name}`,
    `<rect width="320" height="200" fill="${p.wall}"/>
<rect y="166" width="320" height="34" fill="#b89f82"/><path d="M0 166h320" stroke="#8c765d" stroke-width="3"/>
<rect x="24" y="26" width="120" height="70" fill="#cfe7f7" stroke="#fff" stroke-width="5"/><path d="M84 26v70M24 61h120" stroke="#fff" stroke-width="3"/>
<rect x="176" y="28" width="108" height="60" rx="3" fill="#23262a"/><rect x="182" y="34" width="96" height="48" fill="#3b6d99"/>
<path d="M196 70l16-18 12 12 10-8 24 14z" fill="#8fc1e8"/>
${chairs}
<rect x="196" y="136" width="60" height="8" rx="2" fill="#7a5c3e"/><path d="M204 144v22M248 144v22" stroke="#7a5c3e" stroke-width="4"/>
<rect x="216" y="128" width="12" height="9" rx="2" fill="#fff"/>${steam}
<rect x="280" y="136" width="22" height="30" fill="${p.brandDark}"/><circle cx="291" cy="122" r="18" fill="#4f8a4b"/><circle cx="283" cy="112" r="10" fill="#5e9c59"/>`,
  );
}

/** The SVG of one view of a shop. */
export function shopSvg(view: ShopPhotoView, shop: { name: string; code: string }): string {
  switch (view) {
    case 'storefront':
      return storefront(shop.name, shop.code);
    case 'service-bay':
      return serviceBay(shop.name, shop.code);
    case 'waiting-room':
      return waitingRoom(shop.name, shop.code);
  }
}
