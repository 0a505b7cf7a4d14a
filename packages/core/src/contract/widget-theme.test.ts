import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { widgetOriginOf } from './portal';
import { isThemeColour, THEME_RADII, widgetThemeSchema } from './widget-theme';

describe('theme colours', () => {
  it('takes #rgb, #rrggbb, rgb(…) and colour names, in any case', () => {
    for (const colour of ['#abc', '#C2185B', 'rgb(1, 2, 3)', 'rgb(255 0 128 / 50%)', 'rgba(0,0,0,0.5)', 'Navy', 'rebeccapurple'])
      expect(isThemeColour(colour), colour).toBe(true);
  });

  it('refuses what is not a colour, and anything that could close the rule it is written in', () => {
    for (const value of ['#12345', 'rgb(256, 0, 0)', 'url(x)', 'red;x:y', 'red}', 'expression(1)', 'navyblue', ''])
      expect(isThemeColour(value), value).toBe(false);
    fc.assert(fc.property(fc.string(), (s) => !isThemeColour(s) || !/[;{}<>:"'\\]/.test(s)));
  });

  it('refuses a property the widget does not take and a radius not offered', () => {
    expect(v.safeParse(widgetThemeSchema, { '--ts-z-modal': '1' }).success).toBe(false);
    expect(v.safeParse(widgetThemeSchema, { '--ts-radius': '13px' }).success).toBe(false);
    expect(v.safeParse(widgetThemeSchema, { '--ts-radius': THEME_RADII[2] }).success).toBe(true);
  });
});

describe('widget origins', () => {
  it('keeps scheme, host and port only, and refuses anything more', () => {
    expect(widgetOriginOf(' https://WWW.Example.com/ ')).toBe('https://www.example.com');
    expect(widgetOriginOf('http://localhost:8080')).toBe('http://localhost:8080');
    expect(widgetOriginOf('https://example.com:443')).toBe('https://example.com');
    for (const bad of ['https://example.com/a', 'https://*.example.com', 'javascript:alert(1)', 'https://a@b.com', 'https://x.com#y'])
      expect(widgetOriginOf(bad), bad).toBeNull();
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        const origin = widgetOriginOf(url);
        return origin === null || origin === new URL(origin).origin;
      }),
    );
  });
});
