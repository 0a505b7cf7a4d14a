import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseVehiclePath, parseVehicleText, vehiclePath } from './index';

describe('parseVehicleText', () => {
  it('finds the year wherever it is typed', () => {
    expect(parseVehicleText('2021 camry')).toEqual({ year: 2021, yearPrefix: null, words: 'camry' });
    expect(parseVehicleText('Camry 2021')).toEqual({ year: 2021, yearPrefix: null, words: 'camry' });
    expect(parseVehicleText('toyota  camry 2021')).toEqual({ year: 2021, yearPrefix: null, words: 'toyota camry' });
    expect(parseVehicleText('toyota 2021 camry')).toEqual({ year: 2021, yearPrefix: null, words: 'toyota camry' });
  });

  it('keeps model numbers that are not years', () => {
    expect(parseVehicleText('express 2500')).toEqual({ year: null, yearPrefix: null, words: 'express 2500' });
    expect(parseVehicleText('f-150')).toEqual({ year: null, yearPrefix: null, words: 'f-150' });
    expect(parseVehicleText('4runner')).toEqual({ year: null, yearPrefix: null, words: '4runner' });
  });

  it('reads the start of a year typed last after other words', () => {
    expect(parseVehicleText('camry 20')).toEqual({ year: null, yearPrefix: '20', words: 'camry' });
    expect(parseVehicleText('camry 202')).toEqual({ year: null, yearPrefix: '202', words: 'camry' });
    expect(parseVehicleText('20')).toEqual({ year: null, yearPrefix: null, words: '20' });
  });

  it('never invents words: the words and the year are what was typed', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseVehicleText(text);
        const rebuilt = [parsed.words, parsed.year ?? '', parsed.yearPrefix ?? ''].join(' ').split(/\s+/).filter(Boolean).sort();
        expect(rebuilt).toEqual(text.toLowerCase().split(/\s+/).filter(Boolean).sort());
      }),
    );
  });
});

describe('parseVehiclePath', () => {
  it('reads make, model and year slugs', () => {
    expect(parseVehiclePath('toyota')).toEqual({ makeSlug: 'toyota' });
    expect(parseVehiclePath('toyota-tires/camry')).toEqual({ makeSlug: 'toyota', modelSlug: 'camry' });
    expect(parseVehiclePath('/Toyota/camry/2021/')).toEqual({ makeSlug: 'toyota', modelSlug: 'camry', year: 2021 });
    expect(parseVehiclePath('mercedes-benz/sprinter-2500')).toEqual({ makeSlug: 'mercedes-benz', modelSlug: 'sprinter-2500' });
  });

  it('refuses anything that is not such a path', () => {
    for (const bad of [
      '',
      '/',
      'toyota/camry/21',
      'toyota/camry/2021/le',
      'toyota//2021',
      "toyota' or 1=1",
      '../etc',
      'toyota/camry/1800',
      'a'.repeat(61),
    ]) {
      expect(parseVehiclePath(bad), bad).toBe(null);
    }
  });

  it('prints back the path it read', () => {
    const slug = fc.stringMatching(/^[a-z0-9]{1,8}(-[a-z0-9]{1,8}){0,2}$/).filter((s) => !s.endsWith('-tires'));
    fc.assert(
      fc.property(
        slug,
        fc.option(slug, { nil: undefined }),
        fc.option(fc.integer({ min: 1950, max: 2035 }), { nil: undefined }),
        (make, model, year) => {
          const path = vehiclePath({ makeSlug: make, modelSlug: model, year: model === undefined ? undefined : year });
          expect(vehiclePath(parseVehiclePath(path)!)).toBe(path);
        },
      ),
    );
  });
});
