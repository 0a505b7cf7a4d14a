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

/** spec §5: "US zip: 5 digits with an optional 4-digit extension." */
export const US_ZIP_PATTERN = /^\d{5}(?:-\d{4})?$/;

/**
 * A US ZIP code as a shopper types it: trimmed, then five digits with an optional four-digit
 * extension. `message` is the words of the form or call it belongs to: the address forms say
 * "Please enter valid US Zip Code.", the location box "Please enter a valid ZIP code." (spec §5
 * Messages (exact)).
 */
export function usZipSchema(message: string) {
  return v.pipe(v.string(message), v.trim(), v.regex(US_ZIP_PATTERN, message));
}

/**
 * spec §7 "Query values added automatically": the shopper's location ZIP (`userZip`) that the
 * storefront puts on every call. It is context, not input: five digits (or ZIP+4, kept as its
 * five) or it is dropped — a malformed value is ignored, never refused (docs/location.md).
 */
export const automaticZipQuery = v.optional(
  v.pipe(
    v.string(),
    v.transform((s) => s.trim().match(/^(\d{5})(?:-\d{4})?$/)?.[1]),
  ),
);

/** Control, format, surrogate, private-use and unassigned code points: never part of what a shopper means (PostgreSQL refuses NUL). */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}]/gu;

/**
 * Free text typed by a shopper: Unicode-normalised (NFKC), control characters removed, trimmed,
 * then bounded. The bound is checked on the text as stored: NFKC can lengthen text (one U+FDFA is
 * 18 characters), so counting before it would let 40 characters become 720.
 */
export function shopperText(name: string, maxLength: number) {
  return v.pipe(
    v.string(`${name} must be text.`),
    v.transform((s) => s.normalize('NFKC').replace(INVISIBLE, '').trim()),
    v.maxLength(maxLength, `${name} must be at most ${maxLength} characters.`),
  );
}

// ---- a field's own message for being left out -----------------------------------------------

/** Where a field keeps its message for being left out; an OpenAPI extension keyword in docs/api/openapi.json. */
const MISSING_MESSAGE = 'x-missing-message';

/**
 * A required field that, when left out (or sent as null), answers with its own message — the
 * spec's words (rules §5 "Messages (exact)": "Please select a FedEx location.") — rather than the
 * generic "x is required.". Forms (core/address fieldErrors) and the API (issueMessage) both read
 * it through missingFieldMessage.
 */
export function withMissingMessage<S extends v.GenericSchema>(schema: S, message: string) {
  return v.pipe(schema, v.metadata({ [MISSING_MESSAGE]: message }));
}

/** valibot reports a key left out of an object on the object ("Invalid key: Expected "x" …"), with no input. */
export function isMissingKeyIssue(issue: v.BaseIssue<unknown>): boolean {
  return issue.kind === 'schema' && issue.type === 'object' && issue.input === undefined && !!issue.path?.length;
}

type AnyNode = v.GenericSchema & {
  wrapped?: AnyNode;
  entries?: Record<string, AnyNode>;
  item?: AnyNode;
  key?: string;
  options?: AnyNode[];
  pipe?: readonly { kind: string }[];
};

/** The schema that validates one step further along an issue path, or undefined when it cannot be told. */
function child(node: AnyNode, step: v.IssuePathItem): AnyNode | undefined {
  let schema: AnyNode | undefined = node;
  for (let depth = 0; schema && depth < 16; depth++) {
    if (schema.wrapped)
      schema = schema.wrapped; // optional, nullable, nullish, non_nullable …
    else if (schema.type === 'variant' && schema.options && schema.key) {
      // The option whose discriminator accepts the object's value, as valibot chose it.
      const discriminator: string = schema.key;
      const value: unknown = (step.input as Record<string, unknown> | null)?.[discriminator];
      schema = schema.options.find((option): boolean => {
        const key: AnyNode | undefined = unwrap(option).entries?.[discriminator];
        return !!key && v.is(key, value);
      });
    } else if (schema.entries && step.type === 'object') return schema.entries[String(step.key)];
    else if (schema.item && step.type === 'array') return schema.item;
    else if (schema.pipe) {
      // A pipe whose first schema is not the shape (e.g. pipe(unknown(), rawCheck(…), object(…))).
      const last = schema.pipe.filter((p): p is AnyNode => p.kind === 'schema').at(-1);
      if (!last || last === schema.pipe[0]) return undefined;
      schema = last;
    } else return undefined;
  }
  return undefined;
}

/** The schema inside optional(…), nullable(…) and the like. */
function unwrap(schema: AnyNode): AnyNode {
  let s = schema;
  while (s.wrapped) s = s.wrapped;
  return s;
}

/**
 * The field's own message (withMissingMessage) when `issue` says the field was left out or sent as
 * null; undefined when it was not, or the field has no message of its own.
 */
export function missingFieldMessage(schema: v.GenericSchema, issue: v.BaseIssue<unknown>): string | undefined {
  const path = issue.path;
  if (!path?.length) return undefined;
  const last = path[path.length - 1]!;
  const leftOut = isMissingKeyIssue(issue) || (issue.input === null && last.value === null);
  if (!leftOut) return undefined;
  let field: AnyNode | undefined = schema as AnyNode;
  for (const step of path) {
    field = field && child(field, step);
    if (!field) return undefined;
  }
  const message = v.getMetadata(unwrap(field) as Parameters<typeof v.getMetadata>[0])[MISSING_MESSAGE];
  return typeof message === 'string' ? message : undefined;
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

/** A point on the map as query values (the browser location, the centre of a map). */
export const pointQueryEntries = {
  latitude: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d{1,2}(\.\d+)?$/), v.transform(Number))], 'latitude must be a number.'),
    v.minValue(-90, 'latitude must be from -90 to 90.'),
    v.maxValue(90, 'latitude must be from -90 to 90.'),
  ),
  longitude: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^-?\d{1,3}(\.\d+)?$/), v.transform(Number))], 'longitude must be a number.'),
    v.minValue(-180, 'longitude must be from -180 to 180.'),
    v.maxValue(180, 'longitude must be from -180 to 180.'),
  ),
};

/** A cart's id (a UUID), in a path, a query or a body. */
export const cartIdSchema = v.pipe(v.string('The cart id is not valid.'), v.uuid('The cart id is not valid.'));
