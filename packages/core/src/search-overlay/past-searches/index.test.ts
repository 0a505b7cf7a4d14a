import { describe, expect, it } from 'vitest';
import type { PastSearch } from '../../contract/search';
import { fail, fakeApi, flush, ok, type FakeCall } from '../fake-api';
import { createShopperSession } from '../session/index';
import { createPastSearchesStore } from './index';

const SESSION = '0b9b6f5e-3c55-4f07-9d4a-6a2f1f0c1e11';
const NEW_SESSION = '7d1f0a52-9a4e-4b53-8d2e-1b9d4f3c2a10';

const entry = (id: number, label: string, link = `/tire-sizes/${label.toLowerCase().replace('/', '-')}`): PastSearch => ({
  id,
  label,
  link,
  typeName: 'Tire size',
  detailLabel: null,
  vehicleMetadata: null,
  createdAt: new Date(Date.UTC(2025, 0, id)).toISOString(),
});

/** The API's own rules, in memory: latest first, one entry per link, at most 10. */
function historyApi(initial: PastSearch[] = []) {
  let list = [...initial];
  let nextId = 100;
  let sessions = 0;
  const api = fakeApi((call: FakeCall) => {
    switch (call.endpoint.id) {
      case 'getUserSession':
        sessions++;
        return ok({ userSessionId: sessions === 1 ? SESSION : NEW_SESSION, userPersonalization: {} });
      case 'listPastSearches':
        return ok({ pastSearches: list });
      case 'addPastSearch': {
        const body = call.input.body as PastSearch;
        list = [{ ...entry(nextId++, body.label, body.link), typeName: body.typeName }, ...list.filter((p) => p.link !== body.link)].slice(
          0,
          10,
        );
        return ok({ pastSearches: list });
      }
      case 'deletePastSearches': {
        const id = call.input.query?.id as number | undefined;
        if (id !== undefined && !list.some((p) => p.id === id)) return fail('NotFound', 'No such past search.', 404);
        list = id === undefined ? [] : list.filter((p) => p.id !== id);
        return ok({ pastSearches: list });
      }
    }
    return undefined;
  });
  return { api, list: () => list };
}

function setup(initial: PastSearch[] = []) {
  const { api, list } = historyApi(initial);
  let stored: string | null = null;
  const session = createShopperSession({ api, storage: { read: () => stored, write: (id) => (stored = id) } });
  const store = createPastSearchesStore({ api, session });
  return { api, list, store, storedSession: () => stored };
}

const labels = (store: ReturnType<typeof setup>['store']) => store.$pastSearches.get().items.map((p) => p.label);

describe('past searches', () => {
  it('load makes sure of the session first, then lists latest first', async () => {
    const { api, store, storedSession } = setup([entry(3, '225/45R17'), entry(2, '205/55R16')]);
    await store.load();
    expect(api.calls.map((c) => c.endpoint.id)).toEqual(['getUserSession', 'listPastSearches']);
    expect(storedSession()).toBe(SESSION);
    expect(store.$pastSearches.get().status).toBe('ready');
    expect(labels(store)).toEqual(['225/45R17', '205/55R16']);
  });

  it('add shows the entry on top at once, moves a repeated link up, and then takes the API’s list', async () => {
    const { store } = setup([entry(3, '225/45R17'), entry(2, '205/55R16')]);
    await store.load();
    const adding = store.add({ label: '205/55R16', link: '/tire-sizes/205-55r16', typeName: 'Tire size' });
    expect(labels(store)).toEqual(['205/55R16', '225/45R17']);
    expect(store.$pastSearches.get().items[0]!.id).toBeLessThan(0); // not confirmed yet
    await adding;
    expect(labels(store)).toEqual(['205/55R16', '225/45R17']);
    expect(store.$pastSearches.get().items[0]!.id).toBeGreaterThan(0);
  });

  it('keeps at most 10, latest first', async () => {
    const { store } = setup();
    await store.load();
    for (let i = 1; i <= 12; i++) await store.add({ label: `Brand ${i}`, link: `/brands/b${i}-tires`, typeName: 'Brand' });
    expect(labels(store)).toEqual([
      'Brand 12',
      'Brand 11',
      'Brand 10',
      'Brand 9',
      'Brand 8',
      'Brand 7',
      'Brand 6',
      'Brand 5',
      'Brand 4',
      'Brand 3',
    ]);
  });

  it('never records a link off the site', async () => {
    const { api, store } = setup();
    await store.add({ label: 'Evil', link: '//evil.example/x', typeName: 'Brand' });
    await store.add({ label: 'Evil', link: 'javascript:alert(1)', typeName: 'Brand' });
    expect(api.callsTo('addPastSearch')).toHaveLength(0);
    expect(labels(store)).toEqual([]);
  });

  it('remove hides the entry at once and keeps it gone', async () => {
    const { store, list } = setup([entry(3, '225/45R17'), entry(2, '205/55R16')]);
    await store.load();
    const removing = store.remove(3);
    expect(labels(store)).toEqual(['205/55R16']);
    await removing;
    expect(labels(store)).toEqual(['205/55R16']);
    expect(list().map((p) => p.id)).toEqual([2]);
  });

  it('a failed remove puts the list back as the API last said', async () => {
    const { api, store } = setup([entry(3, '225/45R17')]);
    await store.load();
    const real = api.call.bind(api);
    (api as { call: typeof api.call }).call = (async (endpoint, input) =>
      endpoint.id === 'deletePastSearches' ? fail('ServerError', 'down', 500) : real(endpoint, input)) as typeof api.call;
    await store.remove(3);
    expect(labels(store)).toEqual(['225/45R17']);
  });

  it('removing an entry the API already forgot reloads the true list', async () => {
    const { store } = setup([entry(3, '225/45R17'), entry(2, '205/55R16')]);
    await store.load();
    await store.remove(99 as number);
    expect(labels(store)).toEqual(['225/45R17', '205/55R16']);
  });

  it('clear empties the list', async () => {
    const { store, list } = setup([entry(3, '225/45R17'), entry(2, '205/55R16')]);
    await store.load();
    await store.clear();
    expect(labels(store)).toEqual([]);
    expect(list()).toEqual([]);
  });

  it('asks for a new session and retries once when the API no longer knows the session', async () => {
    const { api, list } = historyApi([entry(1, '225/45R17')]);
    let stored: string | null = SESSION;
    const session = createShopperSession({ api, storage: { read: () => stored, write: (id) => (stored = id) } });
    const store = createPastSearchesStore({ api, session });
    const real = api.call.bind(api);
    (api as { call: typeof api.call }).call = (async (endpoint, input) =>
      endpoint.id === 'listPastSearches' && stored === SESSION
        ? fail('BadRequest', 'Unknown session: call GET /users/session first.', 400)
        : real(endpoint, input)) as typeof api.call;
    // The first session call confirms the old id (as an API that lost its data in between might).
    await session.ensure();
    stored = SESSION;
    await store.load();
    await flush();
    expect(stored).toBe(NEW_SESSION);
    expect(labels(store)).toEqual(list().map((p) => p.label));
    expect(store.$pastSearches.get().status).toBe('ready');
  });

  it('a failed load is an error state the overlay can leave out', async () => {
    const { api, store } = setup();
    (api as { call: typeof api.call }).call = (async () => fail('NetworkError')) as typeof api.call;
    await store.load();
    expect(store.$pastSearches.get()).toEqual({ status: 'error', items: [] });
  });
});
