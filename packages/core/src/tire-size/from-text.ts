/**
 * The tire sizes in a run of text read off a sidewall photo (SimpleSnap, spec storefront §2
 * "/simplesnap (photo of tire size)"). OCR text is noisy — brand names, DOT codes, load and
 * speed marks, stray punctuation, letters for digits — so the text is cleaned into tokens and
 * every short run of tokens is given to `parseTireSize`, the same parser the size search uses:
 * what it accepts here is exactly what a shopper could have typed.
 */
import { parseTireSize, type TireSize } from './index';

/** A size with its service description is at most this many tokens ("LT 265 / 70 R 17 121/118S"). */
const MAX_TOKENS = 8;

/** OCR's usual confusions next to digits: O/Q/D for 0, I/l/|/! for 1 (not the L of "LT"). */
function fixDigitLookalikes(text: string): string {
  return text
    .replace(/(?<=\d)[OoQD](?=[\d/ ]|$)|(?<=[\d/])[OoQD](?=\d)/g, '0')
    .replace(/(?<=\d)[Il|!](?![tT])|(?<=^|[\s\d/R])[Il|!](?=\d)/g, '1');
}

/** Uppercase tokens of the characters a size may have; punctuation at a token's ends dropped. */
function tokensOf(text: string): string[] {
  return text
    .toUpperCase()
    .replace(/[^A-Z0-9/.]+/g, ' ')
    .split(' ')
    .map((token) => token.replace(/^[./]+|[./]+$/g, ''))
    .filter((token) => token !== '');
}

/**
 * Every distinct size found in `text`, in reading order. At each token the longest run that
 * parses wins (so a trailing `LT` or a service description belongs to its size), and reading
 * goes on after it.
 */
export function tireSizesInText(text: string): TireSize[] {
  if (typeof text !== 'string') return [];
  const tokens = tokensOf(fixDigitLookalikes(text.slice(0, 10_000)));
  const found = new Map<string, TireSize>();
  let i = 0;
  while (i < tokens.length) {
    let best: { size: TireSize; end: number } | null = null;
    for (let end = i + 1; end <= Math.min(tokens.length, i + MAX_TOKENS); end++) {
      const size = parseTireSize(tokens.slice(i, end).join(' '));
      if (size) best = { size, end };
    }
    if (best) {
      if (!found.has(best.size.sizeKey)) found.set(best.size.sizeKey, best.size);
      i = best.end;
    } else {
      i++;
    }
  }
  return [...found.values()];
}
