import { describe, expect, it } from 'vitest';
import { fakeApi } from '../fake-api';
import { createSearchOverlay } from '../overlay/index';
import { connectOverlayHistory, OVERLAY_HISTORY_MARK, type HistoryPort, type PopEvent } from './index';

/**
 * Session history as a browser keeps it, with a router listening to popstate after the bridge
 * (the storefront registers the bridge first). `back`/`go` deliver popstate asynchronously.
 */
function browserHistory(initial: Record<string, unknown> = { key: 'page', idx: 0 }) {
  const entries: { url: string; state: unknown }[] = [{ url: '/tire-sizes/225-45r17', state: initial }];
  let index = 0;
  const listeners: ((event: PopEvent) => void)[] = [];
  const routerSaw: unknown[] = [];
  const pop = () => {
    let stopped = false;
    const event: PopEvent = { stopImmediatePropagation: () => (stopped = true) };
    for (const listener of listeners) {
      listener(event);
      if (stopped) return;
    }
    routerSaw.push(entries[index]!.state);
  };
  const port: HistoryPort = {
    state: () => structuredClone(entries[index]!.state),
    push(state) {
      entries.splice(index + 1, entries.length, { url: entries[index]!.url, state: structuredClone(state) });
      index++;
    },
    back: () => go(-1),
    onPop(listener) {
      listeners.push(listener);
      return () => listeners.splice(listeners.indexOf(listener), 1);
    },
  };
  function go(delta: number) {
    const next = index + delta;
    if (next < 0 || next >= entries.length) return Promise.resolve();
    index = next;
    return Promise.resolve().then(pop);
  }
  return {
    port,
    entries,
    go,
    index: () => index,
    routerSaw,
    /** The app navigates to a chosen result, replacing the overlay's entry. */
    replace(url: string, state: unknown) {
      entries[index] = { url, state };
    },
    pushPage(url: string, state: unknown) {
      entries.splice(index + 1, entries.length, { url, state });
      index++;
    },
  };
}

function setup(initial?: Record<string, unknown>) {
  const overlay = createSearchOverlay({ api: fakeApi() });
  const history = browserHistory(initial);
  let backCloses = 0;
  const disconnect = connectOverlayHistory(overlay, history.port, { onBackClose: () => backCloses++ });
  return { overlay, history, disconnect, backCloses: () => backCloses };
}

describe('the overlay in browser history (spec §2, §4)', () => {
  it('opening adds an entry for the same page; Back closes the overlay and the router never hears of it', async () => {
    const { overlay, history, backCloses } = setup();
    overlay.open();
    expect(history.entries).toHaveLength(2);
    expect(history.entries[1]!.url).toBe('/tire-sizes/225-45r17');
    expect(history.entries[1]!.state).toMatchObject({ key: 'page', [OVERLAY_HISTORY_MARK]: { below: { key: 'page', idx: 0 } } });

    await history.go(-1);
    expect(overlay.$state.get().open).toBe(false);
    expect(history.routerSaw).toEqual([]); // nothing reloads
    expect(backCloses()).toBe(1); // spec §4: the storefront emits new-catalog-search here
  });

  it('Escape goes back over the entry so Back then leaves the page as usual', async () => {
    const { overlay, history } = setup();
    overlay.open();
    overlay.close('dismiss');
    await Promise.resolve();
    await Promise.resolve();
    expect(history.index()).toBe(0);
    expect(history.routerSaw).toEqual([]);
  });

  it('choosing a result leaves the entry for the app to replace with the result’s page', async () => {
    const { overlay, history } = setup();
    overlay.open();
    overlay.close('navigate');
    history.replace('/brands/michelin-tires', { key: 'result', idx: 1 });
    expect(history.entries.map((e) => e.url)).toEqual(['/tire-sizes/225-45r17', '/brands/michelin-tires']);
    await history.go(-1);
    // Back from the result is an ordinary navigation for the router.
    expect(history.routerSaw).toEqual([{ key: 'page', idx: 0 }]);
    expect(overlay.$state.get().open).toBe(false);
  });

  it('Forward onto the overlay’s entry opens it again without a new entry', async () => {
    const { overlay, history } = setup();
    overlay.open();
    await history.go(-1);
    await history.go(1);
    expect(overlay.$state.get().open).toBe(true);
    expect(history.entries).toHaveLength(2);
    expect(history.routerSaw).toEqual([]);
    await history.go(-1);
    expect(overlay.$state.get().open).toBe(false);
    expect(history.routerSaw).toEqual([]);
  });

  it('going back further than the page under the overlay is left to the router', async () => {
    const { overlay, history } = setup({ key: 'first', idx: 0 });
    history.pushPage('/brands', { key: 'second', idx: 1 });
    overlay.open();
    await history.go(-2);
    expect(overlay.$state.get().open).toBe(false);
    expect(history.routerSaw).toEqual([{ key: 'first', idx: 0 }]);
  });

  it('Back onto an overlay entry from another page is the router’s navigation, not a reopening', async () => {
    const overlay = createSearchOverlay({ api: fakeApi() });
    const history = browserHistory();
    let onScreen = '/tire-sizes/225-45r17';
    connectOverlayHistory(overlay, { ...history.port, isOnScreen: () => onScreen === history.entries[history.index()]!.url });
    overlay.open();
    overlay.close('navigate');
    // An app that pushed instead of replacing: the overlay's entry stays under the new page.
    history.pushPage('/guided-shopping', { key: 'guided', idx: 2 });
    onScreen = '/guided-shopping';
    await history.go(-1);
    expect(overlay.$state.get().open).toBe(false);
    expect(history.routerSaw).toHaveLength(1);
  });

  it('a reload on the overlay’s entry opens the overlay again', () => {
    const overlay = createSearchOverlay({ api: fakeApi() });
    const history = browserHistory({ key: 'page', idx: 1, [OVERLAY_HISTORY_MARK]: { below: { key: 'page', idx: 0 } } });
    connectOverlayHistory(overlay, history.port);
    expect(overlay.$state.get().open).toBe(true);
    expect(history.entries).toHaveLength(1); // no second entry for the same overlay
  });

  it('disconnecting stops both directions', async () => {
    const { overlay, history, disconnect } = setup();
    disconnect();
    overlay.open();
    expect(history.entries).toHaveLength(1);
  });
});
