/**
 * SimpleSnap's OCR engine comes from the shop (docs/simplesnap.md): the worker, the core and the
 * language data at versioned, immutable addresses; the worker's own policy allows WebAssembly.
 */
import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { OCR_ASSETS_PATH, ocrAssetPaths } from '../app/pages/simplesnap/ocr-assets';
import { OCR_WORKER_POLICY, ocrAssetHandler, ocrFiles } from './ocr-assets';

const app = new Hono();
app.get(`${OCR_ASSETS_PATH}/*`, ocrAssetHandler());
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers });

describe('the OCR files', () => {
  it('match the installed packages (an upgrade must change the addresses)', () => {
    expect([...ocrFiles().keys()]).toHaveLength(5);
  });

  it('serves the worker gzipped, immutable, with its own policy', async () => {
    const response = await get(ocrAssetPaths.worker, { 'Accept-Encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('Content-Encoding')).toBe('gzip');
    expect(response.headers.get('Content-Security-Policy')).toBe(OCR_WORKER_POLICY);
    const script = gunzipSync(Buffer.from(await response.arrayBuffer())).toString('utf8');
    expect(script.length).toBeGreaterThan(10_000);
  });

  it('serves each core build and the language data as it is stored', async () => {
    for (const build of ['tesseract-core-relaxedsimd-lstm.wasm.js', 'tesseract-core-simd-lstm.wasm.js', 'tesseract-core-lstm.wasm.js']) {
      const response = await get(`${ocrAssetPaths.core}/${build}`);
      expect(response.status, build).toBe(200);
      expect(response.headers.get('Content-Encoding'), build).toBeNull();
    }
    const data = await get(`${ocrAssetPaths.language}/eng.traineddata.gz`, { 'Accept-Encoding': 'gzip' });
    expect(data.headers.get('Content-Type')).toBe('application/gzip');
    expect(data.headers.get('Content-Encoding')).toBeNull();
    const bytes = new Uint8Array(await data.arrayBuffer());
    expect([bytes[0], bytes[1]]).toEqual([0x1f, 0x8b]);
  });

  it('answers nothing else under the prefix', async () => {
    for (const path of [
      `${OCR_ASSETS_PATH}/tesseract.js@6.0.0/worker.min.js`,
      `${ocrAssetPaths.core}/tesseract-core.wasm.js`,
      `${ocrAssetPaths.core}/../../../package.json`,
      `${OCR_ASSETS_PATH}/`,
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
    }
  });
});
