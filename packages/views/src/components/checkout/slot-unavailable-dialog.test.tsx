import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SlotUnavailableDialog } from './slot-unavailable-dialog';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const buttons = (html: string) => [...html.matchAll(/<button[^>]*>([^<]*)</g)].map((m) => m[1]!.trim()).filter(Boolean);
const noop = () => {};

describe('"install time no longer available" (spec §8): the sentence names exactly the choices shown', () => {
  it('at checkout with home delivery on offer: change the time, browse other shops, or continue without installation', () => {
    const html = renderToStaticMarkup(
      <SlotUnavailableDialog open mobile={false} onChangeTime={noop} onBrowseShops={noop} onWithoutInstallation={noop} onClose={noop} />,
    );
    expect(text(html)).toContain('Change the time, browse other shops, or continue without installation.');
    expect(buttons(html)).toEqual(['Change time', 'Browse shops', 'Continue without installation']);
  });

  it('the installer widget (shop fixed, rules §6): no browsing, in the buttons or the words', () => {
    const html = renderToStaticMarkup(
      <SlotUnavailableDialog open mobile={false} onChangeTime={noop} onWithoutInstallation={noop} onClose={noop} />,
    );
    expect(text(html)).toContain('Change the time or continue without installation.');
    expect(text(html)).not.toMatch(/browse/i);
    expect(buttons(html)).toEqual(['Change time', 'Continue without installation']);
  });

  it('the mobile tab without home delivery: installers, not shops, and no going without', () => {
    const html = renderToStaticMarkup(<SlotUnavailableDialog open mobile onChangeTime={noop} onBrowseShops={noop} onClose={noop} />);
    expect(text(html)).toContain('Change the time or browse other installers.');
    expect(text(html)).not.toMatch(/without installation/);
    expect(buttons(html)).toEqual(['Change time', 'Browse installers']);
  });

  it('only the time to change', () => {
    const html = renderToStaticMarkup(<SlotUnavailableDialog open mobile={false} onChangeTime={noop} onClose={noop} />);
    expect(text(html)).toContain('can no longer be booked. Change the time.');
  });
});
