/** Schema building blocks shared by the contract's calls. */
import * as v from 'valibot';

/** A whole number in a query string ("2") or JSON (2), with bounds and a readable message. */
export function queryInt(name: string, min: number, max: number) {
  const message = `${name} must be a whole number from ${min} to ${max}.`;
  return v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d{1,9}$/, message), v.transform(Number))], message),
    v.integer(message),
    v.minValue(min, message),
    v.maxValue(max, message),
  );
}

/** Free text typed by a shopper: trimmed, Unicode-normalised, control characters removed, bounded. */
export function shopperText(name: string, maxLength: number) {
  return v.pipe(
    v.string(`${name} must be text.`),
    v.maxLength(maxLength, `${name} must be at most ${maxLength} characters.`),
    v.transform((s) => s.normalize('NFKC').replace(/[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu, '').trim()),
  );
}

export const money = v.pipe(v.number(), v.integer(), v.minValue(0));

export const linkSchema = v.object({ label: v.string(), link: v.string() });

export const imageSchema = v.object({ src: v.string(), altText: v.string() });

export const paginationSchema = v.object({
  total: v.number(),
  page: v.number(),
  pageSize: v.number(),
  pageCount: v.number(),
});
