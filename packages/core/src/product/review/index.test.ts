import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanReviewText,
  isReviewComplete,
  overallRating,
  REVIEW_ATTRIBUTES,
  REVIEW_INCOMPLETE_MESSAGE,
  REVIEW_LIMITS,
  reviewDraftProblem,
  type ReviewDraft,
} from './index';

const complete: ReviewDraft = { ratings: { wet: 4 }, title: 'Great in rain', body: 'Grippy.', authorName: 'Ana P.' };

/** Anything a form field or a JSON body might hold for a rating. */
const anyRating = fc.oneof(
  fc.integer({ min: -3, max: 8 }),
  fc.double({ min: -1, max: 7 }),
  fc.constantFrom(null, undefined, '3', '', true, Number.NaN),
);
const anyText = fc.oneof(fc.string({ maxLength: 40 }), fc.constantFrom(' ', '\n\t ', '', null, undefined, 5));

describe('the review rule (spec §5)', () => {
  it('accepts a draft with one attribute rated and the text fields filled', () => {
    expect(isReviewComplete(complete)).toBe(true);
    expect(reviewDraftProblem(complete)).toBeNull();
  });

  it('is complete exactly when an attribute has a whole rating 1–5 and title, body and name are filled', () => {
    fc.assert(
      fc.property(
        fc.record(Object.fromEntries(REVIEW_ATTRIBUTES.map((a) => [a, anyRating])), { requiredKeys: [] }),
        anyText,
        anyText,
        anyText,
        (ratings, title, body, authorName) => {
          const draft = { ratings, title, body, authorName } as ReviewDraft;
          const rated = Object.values(ratings).some((r) => typeof r === 'number' && Number.isInteger(r) && r >= 1 && r <= 5);
          const filled = [title, body, authorName].every((t) => typeof t === 'string' && t.trim().length > 0);
          expect(isReviewComplete(draft)).toBe(rated && filled);
          if (!(rated && filled)) expect(reviewDraftProblem(draft)).toBe(REVIEW_INCOMPLETE_MESSAGE);
        },
      ),
    );
  });

  it('refuses a rating of 0, 6 or 2.5 even when another attribute is rated well', () => {
    for (const bad of [0, 6, 2.5, -1]) {
      expect(reviewDraftProblem({ ...complete, ratings: { wet: 4, dry: bad } }), String(bad)).toBe(REVIEW_INCOMPLETE_MESSAGE);
      expect(reviewDraftProblem({ ...complete, ratings: { dry: bad } }), String(bad)).toBe(REVIEW_INCOMPLETE_MESSAGE);
    }
  });

  it('says which text is too long, at one character over each bound and not at the bound', () => {
    for (const [field, max] of Object.entries(REVIEW_LIMITS) as [keyof typeof REVIEW_LIMITS, number][]) {
      expect(reviewDraftProblem({ ...complete, [field]: 'x'.repeat(max) }), field).toBeNull();
      expect(reviewDraftProblem({ ...complete, [field]: 'x'.repeat(max + 1) }), field).toMatch(/ must be at most [\d,]+ characters\.$/);
    }
    expect(reviewDraftProblem({ ...complete, body: 'x'.repeat(5001) })).toBe('Review must be at most 5,000 characters.');
  });

  it('checks miles driven', () => {
    expect(reviewDraftProblem({ ...complete, milesDriven: 12000 })).toBeNull();
    for (const bad of [-1, 1.5, '12000', 1_000_001]) {
      expect(reviewDraftProblem({ ...complete, milesDriven: bad })).toBe('Miles driven must be a whole number from 0 to 1,000,000.');
    }
  });
});

describe('cleanReviewText', () => {
  it('keeps what people wrote, markup and line breaks included', () => {
    const typed = '<script>alert(1)</script> & "quotes" — café 👨‍👩‍👧\nSecond line\tend';
    expect(cleanReviewText(typed)).toBe(typed);
  });
  it('drops surrounding white space and characters no text field can produce', () => {
    expect(cleanReviewText('  hi\u0000 there\u0007 \n')).toBe('hi there');
    expect(cleanReviewText('a\uD800b')).toBe('a\uFFFDb');
  });
  it('never lengthens text and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => {
        const once = cleanReviewText(s);
        expect(once.length).toBeLessThanOrEqual(s.length);
        expect(cleanReviewText(once)).toBe(once);
      }),
    );
  });
});

describe('overallRating', () => {
  it('is the mean of the rated attributes', () => {
    expect(overallRating({ dry: 5, wet: 4, noise: null })).toBe(4.5);
    expect(overallRating({})).toBeNull();
  });
});
