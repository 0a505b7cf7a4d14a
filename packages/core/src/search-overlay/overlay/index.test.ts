import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResultGroup, SearchResultItem } from '../../contract/catalogue';
import { fail, fakeApi, flush, ok, type FakeCall } from '../fake-api';
import { createPastSearchesStore } from '../past-searches/index';
import { createShopperSession } from '../session/index';
import { createSearchOverlay, TYPEAHEAD_DEBOUNCE_MS } from './index';

const SESSION = '0b9b6f5e-3c55-4f07-9d4a-6a2f1f0c1e11';

function item(label: string, overrides: Partial<SearchResultItem> = {}): SearchResultItem {
  return {
    label,
    labelSegments: [{ value: label, isHighlighted: false }],
    type: 'tireSize',
    typeName: 'Tire size',
    action: { queryType: 'tireSize', queryText: label },
    link: { href: `/tire-sizes/${label.toLowerCase().replace('/', '-')}` },
    ...overrides,
  };
}

const answer = (...groups: [SearchResultGroup['id'], SearchResultItem[]][]) =>
  ok({
    siteSearchResultGroupList: groups.map(([id, list]) => ({ id, label: id, siteSearchResultList: list })),
    resultMetadata: { pagination: { total: groups.reduce((n, [, l]) => n + l.length, 0) } },
  });

const typeaheadCalls = (api: ReturnType<typeof fakeApi>) => api.callsTo('searchTypeahead');
const lastTypeahead = (api: ReturnType<typeof fakeApi>): FakeCall => typeaheadCalls(api).at(-1)!;

function setup(options: { past?: boolean } = {}) {
  const api = fakeApi((call) => {
    if (call.endpoint.id === 'getUserSession') return ok({ userSessionId: SESSION, userPersonalization: {} });
    if (call.endpoint.id === 'listPastSearches' || call.endpoint.id === 'addPastSearch') return ok({ pastSearches: [] });
    return undefined;
  });
  let stored: string | null = null;
  const session = createShopperSession({ api, storage: { read: () => stored, write: (id) => (stored = id) } });
  const pastSearches = options.past === false ? undefined : createPastSearchesStore({ api, session });
  const overlay = createSearchOverlay({ api, pastSearches });
  return { api, overlay, pastSearches };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('typing', () => {
  it('waits for the debounce, then asks the typeahead once for what was typed', async () => {
    const { api, overlay } = setup();
    overlay.open();
    overlay.setQuery('2');
    overlay.setQuery('22');
    overlay.setQuery('225/4');
    expect(typeaheadCalls(api)).toHaveLength(0);
    expect(overlay.$state.get().typeahead.status).toBe('loading');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    expect(typeaheadCalls(api)).toHaveLength(1);
    expect(lastTypeahead(api).input.query).toEqual({ queryText: '225/4' });
  });

  it('aborts the request in flight each time the shopper keeps typing', async () => {
    const { api, overlay } = setup();
    overlay.open();
    for (const text of ['2', '22', '225', '225/']) {
      overlay.setQuery(text);
      await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    }
    const calls = typeaheadCalls(api);
    expect(calls.map((c) => c.input.query!.queryText)).toEqual(['2', '22', '225', '225/']);
    // Every request but the last was aborted by the next keystroke.
    expect(calls.filter((c) => c.input.signal!.aborted)).toHaveLength(3);
    expect(calls.at(-1)!.input.signal!.aborted).toBe(false);

    calls.at(-1)!.answer(answer(['tireSizes', [item('225/45R17'), item('225/40R18')]]));
    await flush();
    const { typeahead } = overlay.$state.get();
    expect(typeahead.status).toBe('results');
    expect(typeahead.groups[0]!.siteSearchResultList.map((i) => i.label)).toEqual(['225/45R17', '225/40R18']);
  });

  it('never lets an older answer replace a newer one', async () => {
    const { api, overlay } = setup();
    overlay.open();
    overlay.setQuery('mich');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    const first = lastTypeahead(api);
    overlay.setQuery('miche');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    lastTypeahead(api).answer(answer(['brands', [item('Michelin', { type: 'brand' })]]));
    first.answer(answer(['brands', [item('Old answer', { type: 'brand' })]])); // too late: already aborted
    await flush();
    expect(overlay.$state.get().typeahead.groups[0]!.siteSearchResultList[0]!.label).toBe('Michelin');
  });

  it('shows past searches, not a request, while the input is empty', async () => {
    const { api, overlay } = setup();
    overlay.open();
    overlay.setQuery('mi');
    overlay.setQuery('');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS * 5);
    expect(typeaheadCalls(api)).toHaveLength(0);
    expect(overlay.$state.get().typeahead.status).toBe('idle');
  });

  it('says "empty" when nothing matches', async () => {
    const { api, overlay } = setup();
    overlay.open();
    overlay.setQuery('zzzz');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    lastTypeahead(api).answer(answer(['brands', []]));
    await flush();
    expect(overlay.$state.get().typeahead).toMatchObject({ status: 'empty', groups: [], total: 0 });
  });
});

describe('failures (spec §8: an error state unless aborted or guided shopping)', () => {
  it('shows the error state for a failed search, and retry asks again', async () => {
    const { api, overlay } = setup();
    overlay.open();
    overlay.setQuery('mich');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    lastTypeahead(api).answer(fail('ServerError', 'Server error (HTTP 500)', 500));
    await flush();
    expect(overlay.$state.get().typeahead).toMatchObject({ status: 'error', error: { code: 'ServerError' } });

    overlay.retry();
    expect(typeaheadCalls(api)).toHaveLength(2); // at once, no debounce
    lastTypeahead(api).answer(answer(['brands', [item('Michelin', { type: 'brand' })]]));
    await flush();
    expect(overlay.$state.get().typeahead.status).toBe('results');
  });

  it('never shows an error for an aborted request', async () => {
    const { api, overlay } = setup();
    overlay.open();
    overlay.setQuery('mich');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    // Aborted under the store (the page is being left, the network layer gave up).
    lastTypeahead(api).answer(fail('AbortError'));
    await flush();
    expect(overlay.$state.get().typeahead.status).not.toBe('error');
    expect(overlay.$state.get().typeahead.error).toBeNull();

    // And aborted by the store itself (the shopper kept typing).
    overlay.setQuery('miche');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    overlay.setQuery('michel');
    await flush();
    expect(overlay.$state.get().typeahead.status).toBe('loading');
  });

  it('shows no error state when guided shopping fails', async () => {
    const { api, overlay } = setup();
    overlay.open();
    overlay.toggleFilterPill({ label: 'Help me choose', queryType: 'guidedShopping', queryText: 'guided' });
    lastTypeahead(api).answer(fail('ServerError', 'down', 502));
    await flush();
    expect(overlay.$state.get().typeahead).toMatchObject({ status: 'empty', error: null });
  });

  it('closing aborts the request in flight', async () => {
    const { api, overlay } = setup();
    overlay.open();
    overlay.setQuery('toy');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    overlay.close();
    expect(lastTypeahead(api).input.signal!.aborted).toBe(true);
    expect(overlay.$state.get()).toMatchObject({ open: false, queries: { primary: '' } });
  });
});

describe('pills (spec §2: pills set query and lock search to a category)', () => {
  const winter = { label: 'Winter', queryType: 'category', queryText: 'winter' };

  it('a pill sets the query and locks the query type until it is removed', async () => {
    const { api, overlay } = setup();
    overlay.open();
    overlay.toggleFilterPill(winter);
    expect(lastTypeahead(api).input.query).toEqual({ queryType: 'category', queryText: 'winter' });
    expect(overlay.$state.get().pill).toMatchObject({ kind: 'filter', queryType: 'category', label: 'Winter' });

    overlay.setQuery('snow');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    expect(lastTypeahead(api).input.query).toEqual({ queryType: 'category', queryText: 'snow' });

    overlay.toggleFilterPill(winter); // the same pill again unlocks
    overlay.setQuery('snow ');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    expect(lastTypeahead(api).input.query).toEqual({ queryText: 'snow' });
  });

  it('ignores a pill whose query type the API does not know', () => {
    const { api, overlay } = setup();
    overlay.open();
    overlay.toggleFilterPill({ label: 'Odd', queryType: 'colour', queryText: 'red' });
    expect(overlay.$state.get().pill).toBeNull();
    expect(typeaheadCalls(api)).toHaveLength(0);
  });

  it('drills down a vehicle make → model, and Backspace in the empty input goes back up', async () => {
    const { api, overlay } = setup();
    overlay.open();
    overlay.setQuery('toy');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    const toyota = item('Toyota', {
      type: 'vehicleMake',
      typeName: 'Vehicle make',
      isPillItem: true,
      action: { queryType: 'vehicle', queryText: 'Toyota', additionalQueryText: 'toyota' },
      link: { href: '/vehicles' },
      vehicleMetadata: { make: 'Toyota', makeSlug: 'toyota' },
    });
    lastTypeahead(api).answer(answer(['vehicles', [toyota]]));
    await flush();

    expect(overlay.choose(0)).toEqual({ kind: 'drill' });
    expect(overlay.$state.get().pill).toMatchObject({ kind: 'drill', label: 'Toyota', queryType: 'vehicle' });
    expect(overlay.$state.get().queries.primary).toBe('');
    expect(lastTypeahead(api).input.query).toEqual({ queryType: 'vehicle', queryText: '', additionalQueryText: 'toyota' });

    const camry = item('Camry', {
      type: 'vehicleModel',
      typeName: 'Vehicle model',
      isPillItem: true,
      action: { queryType: 'vehicle', queryText: 'Camry', additionalQueryText: 'toyota/camry' },
      link: { href: '/vehicles/toyota-tires/camry' },
      vehicleMetadata: { make: 'Toyota', model: 'Camry' },
    });
    lastTypeahead(api).answer(answer(['vehicles', [camry]]));
    await flush();
    overlay.choose(0);
    expect(overlay.$state.get().pill).toMatchObject({ label: 'Toyota Camry', href: '/vehicles/toyota-tires/camry' });
    // The model's own page is offered first while drilling.
    expect(overlay.$options.get()[0]).toMatchObject({ kind: 'pillPage', label: 'All tires for Toyota Camry' });

    expect(overlay.stepBack()).toBe(true);
    expect(overlay.$state.get().pill).toMatchObject({ label: 'Toyota' });
    expect(overlay.stepBack()).toBe(true);
    expect(overlay.$state.get().pill).toBeNull();
    expect(overlay.stepBack()).toBe(false);
  });
});

describe('a year found by typing', () => {
  it('drills to its trims with the vehicle path (queryType vehicle), and offers the year page first', async () => {
    const { api, overlay } = setup();
    overlay.open();
    overlay.setQuery('2021 camry');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    const year = item('2021 Toyota Camry', {
      type: 'vehicleYear',
      typeName: 'Vehicle',
      isPillItem: true,
      action: { queryType: 'makeModelYearOption', queryText: '2021 Toyota Camry', additionalQueryText: 'toyota/camry/2021' },
      link: { href: '/vehicles/toyota-tires/camry/2021' },
      vehicleMetadata: { make: 'Toyota', model: 'Camry', year: '2021' },
    });
    lastTypeahead(api).answer(answer(['makeModelYear', [year]]));
    await flush();
    expect(overlay.choose(0)).toEqual({ kind: 'drill' });
    expect(lastTypeahead(api).input.query).toEqual({ queryType: 'vehicle', queryText: '', additionalQueryText: 'toyota/camry/2021' });
    expect(overlay.choose(0)).toMatchObject({ kind: 'navigate', href: '/vehicles/toyota-tires/camry/2021', label: '2021 Toyota Camry' });
  });
});

describe('level pages', () => {
  it('are left out when the overlay is told so (widgets list one size at a time)', async () => {
    const api = fakeApi();
    const overlay = createSearchOverlay({ api, levelPages: false });
    overlay.open();
    overlay.setQuery('camry');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    const camry = item('Toyota Camry', {
      type: 'vehicleModel',
      isPillItem: true,
      action: { queryType: 'vehicle', queryText: 'Toyota Camry', additionalQueryText: 'toyota/camry' },
      link: { href: '/vehicles/toyota-tires/camry' },
      vehicleMetadata: { make: 'Toyota', model: 'Camry' },
    });
    lastTypeahead(api).answer(answer(['vehicles', [camry]]));
    await flush();
    overlay.choose(0);
    expect(overlay.$options.get().some((o) => o.kind === 'pillPage')).toBe(false);
  });
});

describe('front and rear inputs (spec §4: active input primary or secondary)', () => {
  it('after a front size, the rear input lists rear sizes for it and the pair goes to the staggered page', async () => {
    const { api, overlay, pastSearches } = setup();
    overlay.open();
    overlay.setStaggered(true);
    overlay.setQuery('245/4');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    expect(lastTypeahead(api).input.query).toEqual({ queryType: 'frontTireSize', queryText: '245/4' });
    lastTypeahead(api).answer(answer(['tireSizes', [item('245/40R18'), item('245/45R18')]]));
    await flush();

    expect(overlay.choose(0)).toEqual({ kind: 'rear' });
    const state = overlay.$state.get();
    expect(state).toMatchObject({ activeInput: 'secondary', front: { label: '245/40R18', slug: '245-40r18' } });
    expect(state.queries).toEqual({ primary: '245/40R18', secondary: '' });
    expect(lastTypeahead(api).input.query).toEqual({ queryType: 'rearTireSize', queryText: '', additionalQueryText: '245/40R18' });

    lastTypeahead(api).answer(answer(['rearTireSizes', [item('275/35R18')]]));
    await flush();
    const outcome = overlay.choose(0);
    expect(outcome).toMatchObject({
      kind: 'navigate',
      href: '/tire-sizes/245-40r18?rear=275-35r18',
      sizes: { front: '245-40r18', rear: '275-35r18' },
    });
    // Shown at the top of past searches at once, then sent.
    expect(pastSearches!.$pastSearches.get().items[0]).toMatchObject({ label: '245/40R18 front, 275/35R18 rear' });
    await flush();
    expect(api.callsTo('addPastSearch').at(-1)!.input.body).toMatchObject({ link: '/tire-sizes/245-40r18?rear=275-35r18' });
  });

  it('moving between inputs keeps each input’s text and asks for the active one', async () => {
    const { api, overlay } = setup();
    overlay.open();
    overlay.setStaggered(true);
    overlay.setQuery('225/45R17', 'primary');
    overlay.setQuery('255/4', 'secondary');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    expect(lastTypeahead(api).input.query).toEqual({ queryType: 'rearTireSize', queryText: '255/4', additionalQueryText: '225/45R17' });
    overlay.activateInput('primary');
    expect(overlay.$state.get().queries).toEqual({ primary: '225/45R17', secondary: '255/4' });
    expect(lastTypeahead(api).input.query).toEqual({ queryType: 'frontTireSize', queryText: '225/45R17' });
  });

  it('the rear input asks nothing until the front size is complete', async () => {
    const { api, overlay } = setup();
    overlay.open();
    overlay.setStaggered(true);
    overlay.setQuery('22', 'primary');
    overlay.setQuery('2', 'secondary');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    expect(typeaheadCalls(api)).toHaveLength(0);
    expect(overlay.$state.get().typeahead.status).toBe('idle');
  });
});

describe('keyboard', () => {
  it('moves the highlight with wrap-around and Enter chooses the highlighted result', async () => {
    const { api, overlay } = setup();
    overlay.open();
    overlay.setQuery('mich');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    const brand = (label: string) =>
      item(label, { type: 'brand', typeName: 'Brand', link: { href: `/brands/${label.toLowerCase().replace(' ', '-')}-tires` } });
    lastTypeahead(api).answer(answer(['brands', [brand('Michelin'), brand('Mickey Thompson')]]));
    await flush();
    expect(overlay.$state.get().highlighted).toBe(-1);
    overlay.moveHighlight(-1);
    expect(overlay.$state.get().highlighted).toBe(1);
    overlay.moveHighlight(1);
    expect(overlay.$state.get().highlighted).toBe(0);
    overlay.moveHighlight(1);
    expect(overlay.submit()).toMatchObject({ kind: 'navigate', href: '/brands/mickey-thompson-tires', label: 'Mickey Thompson' });
  });

  it('Enter on a complete size goes to its page without waiting for suggestions', () => {
    const { overlay } = setup();
    overlay.open();
    overlay.setQuery('225/45r17');
    expect(overlay.submit()).toMatchObject({ kind: 'navigate', href: '/tire-sizes/225-45r17', sizes: { front: '225-45r17' } });
  });

  it('typing resets the highlight', async () => {
    const { api, overlay } = setup();
    overlay.open();
    overlay.setQuery('mich');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    lastTypeahead(api).answer(answer(['brands', [item('Michelin', { type: 'brand' })]]));
    await flush();
    overlay.moveHighlight(1);
    overlay.setQuery('miche');
    expect(overlay.$state.get().highlighted).toBe(-1);
  });
});

describe('vehicle trims', () => {
  it('are remembered with the whole vehicle, and their size is known when chosen again', async () => {
    const { api, overlay, pastSearches } = setup();
    overlay.open();
    overlay.setQuery('xse');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    const trim = item('XSE', {
      type: 'vehicleTrim',
      typeName: 'Trim',
      detailLabel: '235/40R19',
      link: { href: '/vehicles/toyota-tires/camry/2021?trim=XSE' },
      vehicleMetadata: { make: 'Toyota', model: 'Camry', year: '2021', trim: 'XSE', frontTireSize: '235/40R19' },
    });
    lastTypeahead(api).answer(answer(['vehicles', [trim]]));
    await flush();
    expect(overlay.choose(0)).toMatchObject({ kind: 'navigate', sizes: { front: '235-40r19' } });
    expect(pastSearches!.$pastSearches.get().items[0]).toMatchObject({ label: '2021 Toyota Camry XSE', detailLabel: '235/40R19' });

    overlay.close('navigate');
    overlay.open();
    // Chosen again from past searches (a widget lists that size itself).
    expect(overlay.$options.get()[0]).toMatchObject({ kind: 'past' });
    expect(overlay.choose(0)).toMatchObject({
      kind: 'navigate',
      href: '/vehicles/toyota-tires/camry/2021?trim=XSE',
      sizes: { front: '235-40r19' },
    });
  });
});

describe('opening and closing', () => {
  it('tells listeners why it opened and closed, and starts empty each time', async () => {
    const { api, overlay } = setup();
    const changes: unknown[] = [];
    overlay.onOpenChange((c) => changes.push(c));
    overlay.open();
    overlay.setQuery('mich');
    overlay.close('navigate');
    overlay.open('history');
    overlay.close('history');
    expect(changes).toEqual([
      { open: true, reason: 'user' },
      { open: false, reason: 'navigate' },
      { open: true, reason: 'history' },
      { open: false, reason: 'history' },
    ]);
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    expect(typeaheadCalls(api)).toHaveLength(0);
  });

  it('records the result followed as a past search', async () => {
    const { api, overlay } = setup();
    overlay.open();
    overlay.setQuery('camry 2021');
    await vi.advanceTimersByTimeAsync(TYPEAHEAD_DEBOUNCE_MS);
    const year = item('2021 Toyota Camry', {
      type: 'vehicleYear',
      typeName: 'Vehicle',
      detailLabel: '5 trims',
      link: { href: '/vehicles/toyota-tires/camry/2021' },
      vehicleMetadata: { make: 'Toyota', model: 'Camry', year: '2021', makeSlug: 'toyota', vehicleType: 'Sedan' },
    });
    lastTypeahead(api).answer(answer(['makeModelYear', [year]]));
    await flush();
    expect(overlay.choose(0)).toMatchObject({ kind: 'navigate', href: '/vehicles/toyota-tires/camry/2021' });
    await flush();
    expect(api.callsTo('addPastSearch')[0]!.input.body).toEqual({
      label: '2021 Toyota Camry',
      link: '/vehicles/toyota-tires/camry/2021',
      typeName: 'Vehicle',
      detailLabel: '5 trims',
      // Only what the API keeps (make, model, year, trim).
      vehicleMetadata: { make: 'Toyota', model: 'Camry', year: '2021' },
    });
  });
});
