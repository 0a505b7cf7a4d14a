import type { InstallerDetails } from '@tireshop/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ShopCard } from './shop-card';
import { ShopFacts, ShopHours } from './shop-details';
import { ShopMap } from './shop-map';
import { LocaleContext } from '../locale';
import { esUS } from '../../../../core/src/i18n/es-US/index';
import { siteInstaller } from '../../../../core/src/widget/test-installer';

const day = (d: number, dayName: string, open: string | null, close: string | null, label: string) => ({
  day: d,
  dayName,
  open,
  close,
  label,
});

const shop: InstallerDetails = {
  ...siteInstaller(),
  email: 'shop@mainstreettire.example',
  photos: [],
  hours: [
    day(0, 'Sunday', null, null, 'Closed'),
    day(1, 'Monday', '08:00', '18:00', '8:00 AM – 6:00 PM'),
    day(2, 'Tuesday', '08:00', '18:00', '8:00 AM – 6:00 PM'),
    day(3, 'Wednesday', '08:00', '18:00', '8:00 AM – 6:00 PM'),
    day(4, 'Thursday', '08:00', '18:00', '8:00 AM – 6:00 PM'),
    day(5, 'Friday', '08:00', '18:00', '8:00 AM – 6:00 PM'),
    day(6, 'Saturday', '09:00', '14:00', '9:00 AM – 2:00 PM'),
  ],
  services: [{ id: 'alignment', name: 'Wheel alignment', image: null }],
  urbanArea: { slug: 'austin', name: 'Austin' },
  link: '/tire-shops/shop/main-street-tire/100007',
  nextAvailable: { date: '2025-03-11', label: 'Tue, Mar 11 · 9:00 AM' },
};

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('shop card', () => {
  it('shows the price for four tires, the distance, the badges and the chosen mark', () => {
    const html = renderToStaticMarkup(<ShopCard shop={shop} chosen actions={<button type="button">Details</button>} />);
    expect(text(html)).toContain('$120.00');
    expect(text(html)).toContain('2.4 mi away');
    expect(text(html)).toContain('12 Main St, Austin, TX 78701');
    expect(text(html)).toContain('Your shop');
    for (const badge of ['Verified', 'Sponsored', 'Installs tomorrow']) expect(text(html)).toContain(badge);
  });

  it('a mobile installer is marked as such and says how far it comes', () => {
    const html = renderToStaticMarkup(<ShopCard shop={{ ...shop, isMobileInstall: true, mobileRadiusMiles: 25 }} chosen />);
    expect(text(html)).toContain('Comes to you within 25 mi of Austin, TX');
    expect(text(html)).toContain('Mobile installation, 4 tires');
    expect(text(html)).toContain('Your installer');
  });
});

describe('shop details', () => {
  it('marks today in the shop’s own week (Monday evening in Texas is Tuesday in UTC)', () => {
    const html = renderToStaticMarkup(<ShopHours shop={shop} now={new Date('2025-03-11T02:00:00Z')} />);
    const today = /<tr[^>]*aria-current="date"[^>]*>(.*?)<\/tr>/.exec(html);
    expect(today?.[1]).toContain('Monday');
    expect(html.match(/aria-current="date"/g)).toHaveLength(1);
    expect(text(html).indexOf('Monday')).toBeLessThan(text(html).indexOf('Sunday'));
  });

  it('dials the phone, opens the website in a new tab and says the next free time', () => {
    const html = renderToStaticMarkup(<ShopFacts shop={shop} zip="78702" />);
    expect(html).toContain('href="tel:+15125550142"');
    expect(text(html)).toContain('(512) 555-0142');
    expect(html).toContain('href="https://mainstreettire.example" target="_blank"');
    expect(text(html)).toContain('Tue, Mar 11 · 9:00 AM');
    expect(text(html)).toContain('2.4 mi from 78702');
    expect(text(renderToStaticMarkup(<ShopFacts shop={{ ...shop, nextAvailable: null }} />))).toContain(
      'No free times in the next 30 days',
    );
  });
});

describe('shop map', () => {
  it('draws tiles from the template around the point, with the attribution and zoom buttons', () => {
    const html = renderToStaticMarkup(
      <ShopMap latitude={40.7128} longitude={-74.006} label="Shop" address="1 Main St" tileUrlTemplate="/tiles/{z}/{x}/{y}.png" />,
    );
    expect(html).toContain('src="/tiles/13/2411/3080.png"');
    expect(html.match(/<img/g)).toHaveLength(15);
    expect(text(html)).toContain('© OpenStreetMap contributors');
    expect(html).toContain('aria-label="Zoom in"');
    expect(html).toContain('href="https://www.openstreetmap.org/?mlat=40.71280&amp;mlon=-74.00600#map=13/40.71280/-74.00600"');
  });

  it('cannot zoom out past 1 or in past 21', () => {
    expect(renderToStaticMarkup(<ShopMap latitude={0} longitude={0} label="Shop" address="x" zoom={1} />)).toMatch(
      /aria-label="Zoom out" disabled=""/,
    );
    expect(renderToStaticMarkup(<ShopMap latitude={0} longitude={0} label="Shop" address="x" zoom={30} />)).toMatch(
      /aria-label="Zoom in" disabled=""/,
    );
  });

  it('speaks the widget’s locale: its zoom buttons, the map’s name and "Open in maps" in es-US', () => {
    const html = renderToStaticMarkup(
      <LocaleContext.Provider value={{ locale: 'es-US', catalogue: esUS }}>
        <ShopMap latitude={30.27} longitude={-97.74} label="Main Street Tire" address="12 Main St, Austin, TX 78701" />
      </LocaleContext.Provider>,
    );
    expect(html).toContain('aria-label="Mapa que muestra Main Street Tire, 12 Main St, Austin, TX 78701"');
    expect(html).toContain('aria-label="Acercar"');
    expect(text(html)).toContain('Abrir en mapas (se abre en una pestaña nueva)');
    expect(text(html)).not.toContain('Open in maps');
  });
});
