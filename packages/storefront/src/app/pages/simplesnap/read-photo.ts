/**
 * SimpleSnap's reader (docs/simplesnap.md), loaded only once the shopper picks or takes a photo:
 * the photo is checked, drawn onto a canvas (scaled, grayscale, contrast stretched, inverted when
 * it is mostly dark like rubber), and read by tesseract.js in a worker — in the browser, nothing
 * is uploaded. The text goes through core's `tireSizesInText`, the size search's own parser. When
 * the upright photo has no size, the reader tries it upside down and turned either way.
 */
import { tireSizesInText, type TireSize } from '@tireshop/core';
import type { Worker } from 'tesseract.js';
import Tesseract from 'tesseract.js/dist/tesseract.esm.min.js';
import { ocrAssetPaths } from './ocr-assets';
import { photoProblem, SNAP_MESSAGES } from './photo-checks';

/** The longest side the reader works on: enough for sidewall letters, small enough for a phone. */
const MAX_SIDE_PX = 2000;
/** Small photos are scaled up to this: tesseract reads letters of about 30 px best. */
const MIN_SIDE_PX = 1000;
const TURNS = [0, 180, 90, 270] as const;

export interface ReadProgress {
  /** What the reader is doing, in the shopper's words. */
  step: string;
  /** 0–1 within the step. */
  progress: number;
}

export type ReadResult =
  | { kind: 'found'; sizes: TireSize[]; preview: string }
  | { kind: 'not-found'; preview: string }
  | { kind: 'problem'; message: string };

let worker: Promise<Worker> | null = null;
let report: (progress: ReadProgress) => void = () => {};

const STEPS: Record<string, string> = {
  'loading tesseract core': 'Loading the reader',
  'initializing tesseract': 'Loading the reader',
  'loading language traineddata': 'Loading the reader',
  'initializing api': 'Loading the reader',
  'recognizing text': 'Reading your photo',
};

/** One worker per page visit, started with the shop's own files (no CDN). */
function ocrWorker(): Promise<Worker> {
  if (!worker) {
    const absolute = (path: string) => new URL(path, window.location.href).href;
    worker = Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
      workerPath: absolute(ocrAssetPaths.worker),
      corePath: absolute(ocrAssetPaths.core),
      langPath: absolute(ocrAssetPaths.language),
      // The page's policy allows workers from the shop, not from blob: addresses.
      workerBlobURL: false,
      // The addresses are versioned and cached as immutable; no second copy in IndexedDB.
      cacheMethod: 'none',
      gzip: true,
      logger: (m) => report({ step: STEPS[m.status] ?? 'Loading the reader', progress: m.progress }),
    }).then(async (w) => {
      await w.setParameters({
        // Sidewall text is scattered words, not a page.
        tessedit_pageseg_mode: Tesseract.PSM.SPARSE_TEXT,
        tessedit_char_whitelist: '0123456789/.-PLTRZX ',
      });
      return w;
    });
    worker.catch(() => {
      worker = null;
    });
  }
  return worker;
}

/** Ends the worker (leaving the page). */
export async function stopReader(): Promise<void> {
  const running = worker;
  worker = null;
  if (running) await (await running).terminate().catch(() => {});
}

function newCanvas(width: number, height: number): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } | null {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return context ? { canvas, context } : null;
}

/** Grayscale, the darkest and lightest 1 % clipped and the rest stretched; inverted when mostly dark. */
function prepare(context: CanvasRenderingContext2D, width: number, height: number): void {
  const image = context.getImageData(0, 0, width, height);
  const pixels = image.data;
  const histogram = new Uint32Array(256);
  let total = 0;
  for (let i = 0; i < pixels.length; i += 4) {
    const y = Math.round(0.299 * pixels[i] + 0.587 * pixels[i + 1] + 0.114 * pixels[i + 2]);
    pixels[i] = y;
    histogram[y]++;
    total += y;
  }
  const count = pixels.length / 4;
  const clip = count * 0.01;
  let low = 0;
  for (let seen = 0; low < 255 && seen + histogram[low] <= clip; low++) seen += histogram[low];
  let high = 255;
  for (let seen = 0; high > 0 && seen + histogram[high] <= clip; high--) seen += histogram[high];
  const span = Math.max(1, high - low);
  const invert = total / count < 110;
  for (let i = 0; i < pixels.length; i += 4) {
    let y = Math.min(255, Math.max(0, ((pixels[i] - low) * 255) / span));
    if (invert) y = 255 - y;
    pixels[i] = y;
    pixels[i + 1] = y;
    pixels[i + 2] = y;
  }
  context.putImageData(image, 0, 0);
}

function turned(source: HTMLCanvasElement, degrees: number): HTMLCanvasElement | null {
  if (degrees === 0) return source;
  const sideways = degrees % 180 !== 0;
  const made = newCanvas(sideways ? source.height : source.width, sideways ? source.width : source.height);
  if (!made) return null;
  const { canvas, context } = made;
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate((degrees * Math.PI) / 180);
  context.drawImage(source, -source.width / 2, -source.height / 2);
  return canvas;
}

/** The photo on a prepared canvas, or the problem to tell the shopper. */
async function preparedPhoto(photo: Blob): Promise<HTMLCanvasElement | string> {
  if (typeof createImageBitmap !== 'function' || !newCanvas(1, 1)) return SNAP_MESSAGES.canvasUnsupported;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(photo, { imageOrientation: 'from-image' });
  } catch {
    return SNAP_MESSAGES.unreadable;
  }
  try {
    const longest = Math.max(bitmap.width, bitmap.height);
    const scale = longest > MAX_SIDE_PX ? MAX_SIDE_PX / longest : longest < MIN_SIDE_PX ? MIN_SIDE_PX / longest : 1;
    const width = Math.max(1, Math.round(bitmap.width * scale));
    const height = Math.max(1, Math.round(bitmap.height * scale));
    const made = newCanvas(width, height);
    if (!made) return SNAP_MESSAGES.canvasUnsupported;
    made.context.imageSmoothingQuality = 'high';
    made.context.drawImage(bitmap, 0, 0, width, height);
    prepare(made.context, width, height);
    return made.canvas;
  } finally {
    bitmap.close();
  }
}

/** Reads the tire sizes in a photo (a picked file or a camera frame). */
export async function readTireSizePhoto(photo: Blob, onProgress: (progress: ReadProgress) => void): Promise<ReadResult> {
  const problem = photoProblem(photo);
  if (problem) return { kind: 'problem', message: problem };
  report = onProgress;
  onProgress({ step: 'Preparing your photo', progress: 0 });
  const canvas = await preparedPhoto(photo);
  if (typeof canvas === 'string') return { kind: 'problem', message: canvas };
  const preview = canvas.toDataURL('image/jpeg', 0.6);
  let reader: Worker;
  try {
    reader = await ocrWorker();
  } catch (error) {
    console.error('[simplesnap] the OCR worker did not start', error);
    return { kind: 'problem', message: SNAP_MESSAGES.readerFailed };
  }
  for (const degrees of TURNS) {
    const image = turned(canvas, degrees);
    if (!image) return { kind: 'problem', message: SNAP_MESSAGES.canvasUnsupported };
    if (degrees !== 0) onProgress({ step: `Reading your photo turned ${degrees}°`, progress: 0 });
    const { data } = await reader.recognize(image);
    const sizes = tireSizesInText(data.text);
    if (sizes.length > 0) return { kind: 'found', sizes, preview };
  }
  return { kind: 'not-found', preview };
}
