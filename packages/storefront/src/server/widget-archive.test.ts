/**
 * A deploy keeps earlier releases' widget modules served: a host page that still holds the
 * previous loader gets the cart and checkout modules it names, and an earlier major's loader
 * stays at its address once a new major is current (docs/operations.md "Widget releases").
 */
import { mkdtemp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createShopServer } from './shop-server';
import { archiveWidgets, isHashedWidgetFile } from './widget-archive';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'widget-archive-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A release's dist/widgets: a loader naming its modules, one hashed module, an integrity list. */
async function release(root: string, major: string, hash: string) {
  const v = join(root, major);
  await mkdir(v, { recursive: true });
  await writeFile(join(v, 'loader.js'), `/* loader naming cart.${hash}.js */`);
  await writeFile(join(v, `cart.${hash}.js`), `/* cart ${hash} */`);
  await writeFile(join(v, `cart.${hash}.js.gz`), `gz ${hash}`);
  await writeFile(join(v, 'integrity.json'), JSON.stringify({ hash }));
}

describe('archiveWidgets', () => {
  it('keeps every release’s hashed modules and the newest loader of each major', async () => {
    const archive = join(dir, 'archive');
    await release(join(dir, 'one'), 'v1', 'AAAAAAAA');
    expect(await archiveWidgets(join(dir, 'one'), archive)).toBe(4);
    await release(join(dir, 'two'), 'v1', 'BBBBBBBB');
    // The same release started again copies the loader and list again, never a hashed file.
    expect(await archiveWidgets(join(dir, 'two'), archive)).toBe(4);
    expect(await archiveWidgets(join(dir, 'two'), archive)).toBe(2);
    expect((await readdir(join(archive, 'v1'))).sort()).toEqual([
      'cart.AAAAAAAA.js',
      'cart.AAAAAAAA.js.gz',
      'cart.BBBBBBBB.js',
      'cart.BBBBBBBB.js.gz',
      'integrity.json',
      'loader.js',
    ]);
    expect(await readFile(join(archive, 'v1', 'loader.js'), 'utf8')).toContain('BBBBBBBB');
  });

  it('tells hashed modules from the loader', () => {
    expect(isHashedWidgetFile('installer-cart.6ffuTbao.js')).toBe(true);
    expect(isHashedWidgetFile('widget-checkout.Bq_N-iUq.js.br')).toBe(true);
    expect(isHashedWidgetFile('loader.js')).toBe(false);
    expect(isHashedWidgetFile('integrity.json')).toBe(false);
  });
});

describe('the shop server with a widget archive', () => {
  it('serves an earlier release’s module and an earlier major’s loader, cached and open to every origin', async () => {
    const archive = join(dir, 'archive');
    await release(join(dir, 'old'), 'v0', 'CCCCCCCC');
    await archiveWidgets(join(dir, 'old'), archive);
    const server = createShopServer({
      api: { fetch: () => new Response('no api here', { status: 502 }) },
      storefrontClientId: 'storefront',
      storefrontClientSecret: 'secret',
      variant: 'retail',
      // The built shop (npm run build): its dist/widgets is the current release.
      rootDir: process.cwd(),
      widgetArchiveDir: archive,
    });
    const module = await server.request('http://shop.test/widgets/v0/cart.CCCCCCCC.js');
    expect(module.status).toBe(200);
    expect(await module.text()).toBe('/* cart CCCCCCCC */');
    expect(module.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(module.headers.get('access-control-allow-origin')).toBe('*');
    const loader = await server.request('http://shop.test/widgets/v0/loader.js');
    expect(loader.status).toBe(200);
    expect(loader.headers.get('cache-control')).toBe('public, max-age=300');
    // The current release still answers first; what neither has is a 404.
    const current = await server.request('http://shop.test/widgets/v1/loader.js');
    expect(await current.text()).toBe(await readFile(join(process.cwd(), 'dist/widgets/v1/loader.js'), 'utf8'));
    expect((await server.request('http://shop.test/widgets/v0/cart.DDDDDDDD.js')).status).toBe(404);
  });
});
