/**
 * Serves SimpleSnap's OCR engine from the installed packages (docs/simplesnap.md): the
 * tesseract.js worker, the LSTM builds of its WebAssembly core and the English language data, at
 * the versioned addresses of app/pages/simplesnap/ocr-assets.ts. Only those files, only the
 * installed versions; everything else under the prefix is a 404.
 *
 * The core files are JavaScript with the WebAssembly inside (3.8 MB each); they are gzipped once,
 * on first request, and kept. The language data is already gzip (the worker unpacks it itself),
 * so it goes out as it is.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { Context } from 'hono';
import { OCR_LANGUAGE_MODEL, OCR_PACKAGE_VERSIONS, ocrAssetPaths } from '../app/pages/simplesnap/ocr-assets';

const gzipAsync = promisify(gzip);

interface OcrFile {
  file: string;
  type: string;
  /** Worth compressing for the wire (the language data is gzip already). */
  compressible: boolean;
}

/**
 * The worker runs the core (compiling its WebAssembly) and fetches the language data: its own
 * policy allows that and nothing else. The page's policy lets it start the worker from the shop.
 */
export const OCR_WORKER_POLICY = "default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'";

const CORE_BUILDS = ['tesseract-core-relaxedsimd-lstm.wasm.js', 'tesseract-core-simd-lstm.wasm.js', 'tesseract-core-lstm.wasm.js'];

/** URL path → file, for the installed packages; throws at start when a version differs from the addresses'. */
export function ocrFiles(resolveFrom: string = import.meta.url): Map<string, OcrFile> {
  const require = createRequire(resolveFrom);
  const dirOf = (name: keyof typeof OCR_PACKAGE_VERSIONS) => {
    const manifest = require.resolve(`${name}/package.json`);
    const { version } = require(manifest) as { version: string };
    if (version !== OCR_PACKAGE_VERSIONS[name])
      throw new Error(`${name} ${version} is installed; app/pages/simplesnap/ocr-assets.ts names ${OCR_PACKAGE_VERSIONS[name]}`);
    return dirname(manifest);
  };
  const js = 'text/javascript; charset=utf-8';
  const files = new Map<string, OcrFile>();
  files.set(ocrAssetPaths.worker, { file: join(dirOf('tesseract.js'), 'dist/worker.min.js'), type: js, compressible: true });
  const core = dirOf('tesseract.js-core');
  for (const build of CORE_BUILDS) files.set(`${ocrAssetPaths.core}/${build}`, { file: join(core, build), type: js, compressible: true });
  files.set(`${ocrAssetPaths.language}/eng.traineddata.gz`, {
    file: join(dirOf('@tesseract.js-data/eng'), OCR_LANGUAGE_MODEL, 'eng.traineddata.gz'),
    type: 'application/gzip',
    compressible: false,
  });
  return files;
}

/** A Hono handler for GET `${OCR_ASSETS_PATH}/*`. */
export function ocrAssetHandler(files: Map<string, OcrFile> = ocrFiles()) {
  const bytes = new Map<string, Promise<{ plain: Buffer; gzipped: Buffer | null }>>();
  const load = (path: string, entry: OcrFile) => {
    let loaded = bytes.get(path);
    if (!loaded) {
      loaded = readFile(entry.file).then(async (plain) => ({ plain, gzipped: entry.compressible ? await gzipAsync(plain) : null }));
      // A failed read is tried again on the next request.
      loaded.catch(() => bytes.delete(path));
      bytes.set(path, loaded);
    }
    return loaded;
  };
  return async (c: Context) => {
    const entry = files.get(c.req.path);
    if (!entry) return c.text('Not found', 404, { 'Cache-Control': 'no-cache' });
    const { plain, gzipped } = await load(c.req.path, entry);
    const acceptsGzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
    const body = gzipped && acceptsGzip ? gzipped : plain;
    const headers: Record<string, string> = {
      'Content-Type': entry.type,
      'Content-Length': String(body.length),
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Cross-Origin-Resource-Policy': 'same-origin',
      ...(entry.compressible ? { Vary: 'Accept-Encoding' } : {}),
      ...(body === gzipped ? { 'Content-Encoding': 'gzip' } : {}),
      ...(c.req.path === ocrAssetPaths.worker ? { 'Content-Security-Policy': OCR_WORKER_POLICY } : {}),
    };
    return c.body(new Uint8Array(body), 200, headers);
  };
}
