/**
 * loadTireshop() on a page of its own making (a document that records the scripts added to it):
 * one loader script however often it is called, a second chance after a failed load, and a clear
 * refusal without a browser.
 */
import { describe, expect, it } from 'vitest';
import { loadTireshop, type LoaderPage, type TireshopGlobal } from './index';

class FakeScript extends EventTarget {
  src = '';
  async = false;
  integrity = '';
  crossOrigin: string | null = null;
  nonce = '';
  removed = false;
  remove() {
    this.removed = true;
  }
}

/** A page whose `<head>` records the scripts appended; `run(script)` plays the loader having run. */
function fakePage() {
  const scripts: FakeScript[] = [];
  const win: { tireshop?: TireshopGlobal } = {};
  const page = {
    window: win,
    document: { createElement: () => new FakeScript(), head: { append: (s: FakeScript) => scripts.push(s) } },
  } as unknown as LoaderPage;
  const run = (script: FakeScript) => {
    win.tireshop = Object.assign(() => undefined, { loaded: 1 as const, version: '1.0.0' }) as unknown as TireshopGlobal;
    script.dispatchEvent(new Event('load'));
  };
  return { page, scripts, win, run };
}

describe('loadTireshop', () => {
  it('adds the loader once however often it is called, and resolves every call with the global', async () => {
    const { page, scripts, win, run } = fakePage();
    const first = loadTireshop({ origin: 'https://shop.example' }, page);
    const second = loadTireshop({ origin: 'https://shop.example' }, page);
    expect(second).toBe(first);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://shop.example/widgets/v1/loader.js');
    expect(scripts[0]!.async).toBe(true);
    run(scripts[0]!);
    await expect(first).resolves.toBe(win.tireshop);
    await expect(second).resolves.toBe(win.tireshop);
    // Later calls find the loader there: no other script.
    await expect(loadTireshop({ origin: 'https://shop.example' }, page)).resolves.toBe(win.tireshop);
    expect(scripts).toHaveLength(1);
  });

  it('tries again after a failed load: the next call adds a fresh script', async () => {
    const { page, scripts, win, run } = fakePage();
    const failing = loadTireshop({ origin: 'https://shop.example' }, page);
    scripts[0]!.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('the widget loader https://shop.example/widgets/v1/loader.js could not be loaded');
    expect(scripts[0]!.removed).toBe(true);

    const retried = loadTireshop({ origin: 'https://shop.example' }, page);
    expect(retried).not.toBe(failing);
    expect(scripts).toHaveLength(2);
    run(scripts[1]!);
    await expect(retried).resolves.toBe(win.tireshop);
  });

  it('rejects a script that loaded but defined no global, and tries again next time', async () => {
    const { page, scripts } = fakePage();
    const wrong = loadTireshop({ origin: 'https://not-a-shop.example' }, page);
    scripts[0]!.dispatchEvent(new Event('load'));
    await expect(wrong).rejects.toThrow('ran but defined no tireshop global');
    void loadTireshop({ origin: 'https://shop.example' }, page).catch(() => {});
    expect(scripts).toHaveLength(2);
    scripts[1]!.dispatchEvent(new Event('error'));
  });

  it('pins the major version and sets integrity with crossorigin and the nonce', async () => {
    const { page, scripts, run } = fakePage();
    const loading = loadTireshop({ origin: 'https://shop.example', major: 2, integrity: 'sha384-abc', nonce: 'n0nce' }, page);
    expect(scripts[0]).toMatchObject({
      src: 'https://shop.example/widgets/v2/loader.js',
      integrity: 'sha384-abc',
      crossOrigin: 'anonymous',
      nonce: 'n0nce',
    });
    run(scripts[0]!);
    await loading;
  });

  it('refuses without a browser (server rendering) and a text that is no origin', async () => {
    await expect(loadTireshop({ origin: 'https://shop.example' }, { window: undefined, document: undefined })).rejects.toThrow(
      'loadTireshop() needs a browser',
    );
    await expect(loadTireshop({ origin: 'https://shop.example' })).rejects.toThrow('needs a browser');
    const { page, scripts } = fakePage();
    await expect(loadTireshop({ origin: 'shop' }, page)).rejects.toThrow(TypeError);
    expect(scripts).toHaveLength(0);
  });
});
