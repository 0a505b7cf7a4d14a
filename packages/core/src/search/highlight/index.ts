/**
 * spec §3 Search result item `labelSegments`: the label cut into runs, with the runs that match
 * what the shopper typed highlighted. Joined, the segments are always the label itself.
 */
export interface LabelSegment {
  value: string;
  isHighlighted: boolean;
}

/** Shortest fuzzy overlap worth highlighting ("mi" of "Michelin" for "michelen"). */
const MIN_FUZZY_OVERLAP = 2;

/** Lowercases per code unit run without changing the string's length, so indexes stay aligned. */
function foldCase(text: string): string {
  let out = '';
  for (const c of text) {
    const lower = c.toLowerCase();
    out += lower.length === c.length ? lower : c;
  }
  return out;
}

function toSegments(label: string, marked: boolean[]): LabelSegment[] {
  const segments: LabelSegment[] = [];
  for (let i = 0; i < label.length; i++) {
    const last = segments[segments.length - 1];
    if (last && last.isHighlighted === marked[i]) last.value += label[i];
    else segments.push({ value: label[i]!, isHighlighted: marked[i]! });
  }
  return segments;
}

const isWordStart = (text: string, at: number) => at === 0 || !/[\p{L}\p{N}]/u.test(text[at - 1]!);

/** Where `needle` starts in `hay`: at a word start if it can, otherwise anywhere; -1 if nowhere. */
function findMatch(hay: string, needle: string, taken: boolean[]): number {
  let fallback = -1;
  for (let at = hay.indexOf(needle); at >= 0; at = hay.indexOf(needle, at + 1)) {
    if (taken.slice(at, at + needle.length).some(Boolean)) continue;
    if (isWordStart(hay, at)) return at;
    if (fallback < 0) fallback = at;
  }
  return fallback;
}

/**
 * Highlights the typed text in a label, case-insensitively: the whole text where the label holds
 * it, otherwise each typed word ("2021 camry" in "2021 Toyota Camry"), and for a misspelt word
 * the start it shares with a word of the label ("michelen" → "Michel|in").
 */
export function highlightTyped(label: string, typed: string): LabelSegment[] {
  if (label === '') return [];
  const hay = foldCase(label);
  const marked = new Array<boolean>(label.length).fill(false);
  const mark = (from: number, length: number) => marked.fill(true, from, from + length);
  const whole = foldCase(typed.trim().replace(/\s+/g, ' '));
  if (whole !== '') {
    const at = findMatch(hay, whole, marked);
    if (at >= 0) mark(at, whole.length);
    else {
      for (const word of whole.split(' ')) {
        const found = findMatch(hay, word, marked);
        if (found >= 0) {
          mark(found, word.length);
          continue;
        }
        // The longest start of the typed word that some word of the label starts with.
        for (let n = word.length - 1; n >= MIN_FUZZY_OVERLAP; n--) {
          const start = findMatch(hay, word.slice(0, n), marked);
          if (start >= 0 && isWordStart(hay, start)) {
            mark(start, n);
            break;
          }
        }
      }
    }
  }
  return toSegments(label, marked);
}

/**
 * Highlights a size label by its search key (tire-size rules: letters and digits only, `R`/`ZR`
 * and separators dropped): typing "2254" lights up "225/4" of "P225/45R17". `typedKey` is the
 * normalised prefix that was searched; it may sit after the key's P or LT.
 */
export function highlightSizeKey(label: string, searchKey: string, typedKey: string): LabelSegment[] {
  const marked = new Array<boolean>(label.length).fill(false);
  const offset = typedKey === '' ? -1 : ([0, 1, 2].find((o) => searchKey.startsWith(typedKey, o)) ?? -1);
  if (offset >= 0) {
    // Walk the label, pairing its characters with the key's in order; the others are separators.
    let k = 0;
    const upper = label.toUpperCase();
    for (let i = 0; i < label.length && k < offset + typedKey.length; i++) {
      if (upper[i] !== searchKey[k]) continue;
      if (k >= offset) marked[i] = true;
      k++;
    }
    // Separators inside the highlighted run ("225/45") belong to it.
    const first = marked.indexOf(true);
    const last = marked.lastIndexOf(true);
    if (first >= 0) marked.fill(true, first, last + 1);
  }
  return label === '' ? [] : toSegments(label, marked);
}
