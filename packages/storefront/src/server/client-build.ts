/**
 * The built client as the server writes it into pages: the entry's address and, for the pages a
 * request matched, every module the browser needs before it hydrates (the entry's static imports
 * and the page modules' chunks) for `<link rel="modulepreload">`, so the browser fetches them in
 * parallel with the entry instead of discovering them one import after another.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** dist/client/manifest.json, written by rollup.config.mjs. */
export interface ClientManifest {
  entry: string;
  entryImports: string[];
  /** Page module (path under storefront/src/app, no extension) → its files beyond the entry's. */
  pages: Record<string, string[]>;
}

export interface ClientBuild {
  /** The entry module's URL, '' without a build (pages then render without client scripts). */
  entry: string;
  /** URLs to preload for a page made of these page modules (route handles' `pageModule`). */
  modulePreloads(pageModules: readonly string[]): string[];
}

const ASSETS = '/assets/';

export function clientBuild(manifest: ClientManifest | null): ClientBuild {
  if (!manifest) return { entry: '', modulePreloads: () => [] };
  return {
    entry: ASSETS + manifest.entry,
    modulePreloads(pageModules) {
      const files = new Set([manifest.entry, ...manifest.entryImports]);
      for (const name of pageModules) for (const file of manifest.pages[name] ?? []) files.add(file);
      return [...files].map((file) => ASSETS + file);
    },
  };
}

/** The build in `rootDir`/dist/client, or none (with a warning) when it has not been built. */
export function readClientBuild(rootDir: string): ClientBuild {
  const file = join(rootDir, 'dist/client/manifest.json');
  if (!existsSync(file)) {
    console.warn('[storefront] dist/client is missing: pages render without client scripts. Run `npm run build`.');
    return clientBuild(null);
  }
  return clientBuild(JSON.parse(readFileSync(file, 'utf8')) as ClientManifest);
}
