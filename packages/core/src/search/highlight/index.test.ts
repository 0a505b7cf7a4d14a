import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highlightSizeKey, highlightTyped, type LabelSegment } from './index';

const lit = (segments: LabelSegment[]) => segments.filter((s) => s.isHighlighted).map((s) => s.value);

/** Segments are the label, never empty, and alternate between highlighted and not. */
function expectWellFormed(label: string, segments: LabelSegment[]) {
  expect(segments.map((s) => s.value).join('')).toBe(label);
  for (const s of segments) expect(s.value.length).toBeGreaterThan(0);
  for (let i = 1; i < segments.length; i++) expect(segments[i]!.isHighlighted).not.toBe(segments[i - 1]!.isHighlighted);
}

describe('highlightTyped', () => {
  it('highlights the typed text wherever the label holds it, preferring word starts', () => {
    expect(highlightTyped('Michelin', 'mich')).toEqual([
      { value: 'Mich', isHighlighted: true },
      { value: 'elin', isHighlighted: false },
    ]);
    expect(lit(highlightTyped('Toyota Camry', 'cam'))).toEqual(['Cam']);
    expect(lit(highlightTyped('BFGoodrich', 'good'))).toEqual(['Good']);
    expect(lit(highlightTyped('Pilot Sport 4S', 'sport 4'))).toEqual(['Sport 4']);
  });

  it('highlights each typed word when they are apart in the label', () => {
    expect(lit(highlightTyped('2021 Toyota Camry', 'camry 2021'))).toEqual(['2021', 'Camry']);
  });

  it('highlights the shared start of a misspelt word', () => {
    expect(lit(highlightTyped('Michelin', 'michelen'))).toEqual(['Michel']);
  });

  it('highlights nothing when nothing matches', () => {
    expect(highlightTyped('Michelin', 'xyz')).toEqual([{ value: 'Michelin', isHighlighted: false }]);
    expect(highlightTyped('Michelin', '')).toEqual([{ value: 'Michelin', isHighlighted: false }]);
  });

  it('always cuts the label into well-formed segments', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ unit: 'grapheme' }), (label, typed) => {
        expectWellFormed(label, highlightTyped(label, typed));
      }),
    );
  });

  it('highlights text the label contains, case aside', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z ]{0,6}$/),
        fc.stringMatching(/^[A-Za-z]{1,6}$/),
        fc.stringMatching(/^[A-Za-z ]{0,6}$/),
        (before, middle, after) => {
          const label = before + middle + after;
          const segments = highlightTyped(label, middle.toLowerCase());
          expect(lit(segments).join('').toLowerCase()).toBe(middle.toLowerCase());
        },
      ),
    );
  });
});

describe('highlightSizeKey', () => {
  it('lights up the typed part of a size in any notation', () => {
    expect(lit(highlightSizeKey('225/45R17', '2254517', '22545'))).toEqual(['225/45']);
    expect(lit(highlightSizeKey('P225/45R17', 'P2254517', '2254'))).toEqual(['225/4']);
    expect(lit(highlightSizeKey('225/45ZR17', '2254517', '2254517'))).toEqual(['225/45ZR17']);
    expect(lit(highlightSizeKey('LT265/70R17', 'LT2657017', 'LT265'))).toEqual(['LT265']);
    expect(lit(highlightSizeKey('33X12.50R15LT', '33125015LT', '33125'))).toEqual(['33X12.5']);
  });

  it('highlights nothing when the key does not start with what was typed', () => {
    expect(lit(highlightSizeKey('225/45R17', '2254517', '235'))).toEqual([]);
    expect(lit(highlightSizeKey('225/45R17', '2254517', ''))).toEqual([]);
  });

  it('always cuts the label into well-formed segments', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (label, key, typed) => {
        expectWellFormed(label, highlightSizeKey(label, key, typed));
      }),
    );
  });
});
