/**
 * Where the browser finds the OCR engine SimpleSnap runs (docs/simplesnap.md): the tesseract.js
 * worker, its WebAssembly core and the English language data, all served by the shop itself from
 * the installed packages (server/ocr-assets.ts) — no CDN. The versions are in the addresses, so
 * each address keeps its bytes for good and is cached as immutable; the server answers only the
 * installed versions, and its test fails when a package is upgraded without these lines.
 */
export const OCR_ASSETS_PATH = '/assets/ocr';

export const OCR_PACKAGE_VERSIONS = {
  'tesseract.js': '7.0.0',
  'tesseract.js-core': '7.0.0',
  '@tesseract.js-data/eng': '1.0.0',
} as const;

/** The English model tesseract.js uses with its LSTM engine (the package also has the legacy one). */
export const OCR_LANGUAGE_MODEL = '4.0.0_best_int';

export const ocrAssetPaths = {
  /** The worker script (a classic worker, loaded from this address rather than a blob: URL). */
  worker: `${OCR_ASSETS_PATH}/tesseract.js@${OCR_PACKAGE_VERSIONS['tesseract.js']}/worker.min.js`,
  /** A folder: the worker picks the core build the browser supports (relaxed SIMD, SIMD or plain). */
  core: `${OCR_ASSETS_PATH}/tesseract.js-core@${OCR_PACKAGE_VERSIONS['tesseract.js-core']}`,
  /** A folder holding eng.traineddata.gz. */
  language: `${OCR_ASSETS_PATH}/eng@${OCR_PACKAGE_VERSIONS['@tesseract.js-data/eng']}/${OCR_LANGUAGE_MODEL}`,
};
