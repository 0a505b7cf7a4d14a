/**
 * What SimpleSnap tells the shopper (rules §8 "Tire camera: no camera; permission denied; cannot
 * switch camera; canvas unsupported; 'unable to find tire size'"), and the checks a photo passes
 * before it is read. Kept apart from the reader so the page can answer a wrong file at once,
 * without loading the OCR engine.
 */

/** Phone photos are 2–12 MB; a bigger file is not a photo worth decoding in a phone's memory. */
export const MAX_PHOTO_MB = 25;
const MAX_PHOTO_BYTES = MAX_PHOTO_MB * 1024 * 1024;

export const SNAP_MESSAGES = {
  notAnImage: 'That file is not a photo. Choose a picture (JPEG, PNG, WebP or HEIC) of your tire’s sidewall.',
  tooLarge: `That photo is larger than ${MAX_PHOTO_MB} MB. Choose a smaller photo, or take one with your camera.`,
  empty: 'That file is empty. Choose a photo of your tire’s sidewall.',
  unreadable: 'We could not open that photo. Try a JPEG or PNG picture, or type your size below.',
  canvasUnsupported: 'Your browser cannot prepare photos for reading (canvas unsupported). Type your size below instead.',
  noCamera: 'No camera was found on this device. Choose a photo instead, or type your size below.',
  permissionDenied: 'Camera permission was denied. Allow the camera in your browser’s settings, or choose a photo instead.',
  cannotSwitchCamera: 'Cannot switch camera: this device has no other camera we can use.',
  notFound: 'Unable to find tire size.',
  readerFailed: 'The photo reader could not start. Please try again, or type your size below.',
} as const;

/** The first problem with a picked file, before anything is decoded; null when it may be read. */
export function photoProblem(photo: Blob): string | null {
  if (photo.size === 0) return SNAP_MESSAGES.empty;
  // Browsers give picked photos an image/* type (HEIC included); files without a type are tried.
  if (photo.type !== '' && !photo.type.startsWith('image/')) return SNAP_MESSAGES.notAnImage;
  if (photo.size > MAX_PHOTO_BYTES) return SNAP_MESSAGES.tooLarge;
  return null;
}
