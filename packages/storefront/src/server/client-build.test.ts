/** The modules a page preloads: the entry, its static imports and its page modules' chunks, once each. */
import { describe, expect, it } from 'vitest';
import { clientBuild } from './client-build';

const manifest = {
  entry: 'storefront.E.js',
  entryImports: ['chunk.react.js'],
  pages: { 'pages/home': ['chunk.home.js', 'chunk.shared.js'], 'pages/tire-size': ['chunk.size.js', 'chunk.shared.js'] },
};

describe('clientBuild', () => {
  it('lists the entry, its imports and the matched pages’ chunks, each once', () => {
    const build = clientBuild(manifest);
    expect(build.entry).toBe('/assets/storefront.E.js');
    expect(build.modulePreloads(['pages/home', 'pages/tire-size'])).toEqual([
      '/assets/storefront.E.js',
      '/assets/chunk.react.js',
      '/assets/chunk.home.js',
      '/assets/chunk.shared.js',
      '/assets/chunk.size.js',
    ]);
  });

  it('preloads only the entry for a page module the build does not know, and nothing without a build', () => {
    expect(clientBuild(manifest).modulePreloads(['pages/unknown'])).toEqual(['/assets/storefront.E.js', '/assets/chunk.react.js']);
    const none = clientBuild(null);
    expect(none.entry).toBe('');
    expect(none.modulePreloads(['pages/home'])).toEqual([]);
  });
});
