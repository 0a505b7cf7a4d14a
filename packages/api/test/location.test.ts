/**
 * The shopper's location (spec §3 userLocation, §7 PUT /users/me/personalization; rules §5
 * "Location zip: Please enter a valid ZIP code."): a typed ZIP or the browser's position becomes
 * a ZIP with its city and state, kept in the shopper's session.
 */
import { expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import type { Database } from '../src/db/client';
import { jsonCall, testApi } from './support/api';

async function locationApi(database: Database) {
  const api = await testApi(database);
  const token = await api.storefrontToken();
  const call = <T = any>(method: string, path: string, options: { session?: string; body?: unknown } = {}) =>
    jsonCall<T>(api.request, method, path, {
      token,
      body: options.body,
      headers: options.session === undefined ? {} : { 'X-User-Session-Id': options.session },
    });
  const newSession = async () => (await call('GET', '/users/session')).body.userSessionId as string;
  return { call, newSession };
}

const AUSTIN = { cityName: 'Austin', region: null, stateAbbr: 'TX', zip: '78701' };

describeOnDatabases('shopper location', ({ database }) => {
  it('keeps a typed ZIP with its city and state in the session', async () => {
    const api = await locationApi(database());
    const session = await api.newSession();
    const put = await api.call('PUT', '/users/me/personalization', { session, body: { userLocationZip: ' 78701-1234 ' } });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ userLocationZip: '78701', userLocation: AUSTIN, customer_type: 'retail' });
    const again = await api.call('GET', '/users/session', { session });
    expect(again.body.userPersonalization).toMatchObject({ userLocationZip: '78701', userLocation: AUSTIN });
  });

  it('changes only the fields sent, and clears the location with null', async () => {
    const api = await locationApi(database());
    const session = await api.newSession();
    await api.call('PUT', '/users/me/personalization', { session, body: { userLocationZip: '78701', gaClientId: 'GA1.2.3' } });
    const other = await api.call('PUT', '/users/me/personalization', { session, body: { rudderSessionId: 'r-1' } });
    expect(other.body).toMatchObject({ userLocationZip: '78701', gaClientId: 'GA1.2.3', rudderSessionId: 'r-1' });
    const cleared = await api.call('PUT', '/users/me/personalization', { session, body: { userLocationZip: null } });
    expect(cleared.body).toMatchObject({ userLocationZip: null, userLocation: null, gaClientId: 'GA1.2.3' });
  });

  it('refuses a malformed or unknown ZIP with the spec message and keeps the location it had', async () => {
    const api = await locationApi(database());
    const session = await api.newSession();
    await api.call('PUT', '/users/me/personalization', { session, body: { userLocationZip: '78701' } });
    for (const zip of ['7870', 'abcde', '787011', '00000', 123]) {
      const answer = await api.call('PUT', '/users/me/personalization', { session, body: { userLocationZip: zip } });
      expect(answer.status, String(zip)).toBe(400);
      expect(answer.body.error.message).toContain('Please enter a valid ZIP code.');
    }
    const kept = await api.call('GET', '/users/session', { session });
    expect(kept.body.userPersonalization.userLocation).toEqual(AUSTIN);
  });

  it('needs a shopper session', async () => {
    const api = await locationApi(database());
    const answer = await api.call('PUT', '/users/me/personalization', { body: { userLocationZip: '78701' } });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe('A shopper session is required: call GET /users/session first.');
  });

  it("turns the browser's position into the nearest ZIP, and says so when no US place is near", async () => {
    const api = await locationApi(database());
    const near = await api.call('GET', '/v1/locations/nearest?latitude=30.2713&longitude=-97.7426');
    expect(near.status).toBe(200);
    expect(near.body).toEqual(AUSTIN);
    // Hawaii, and the Aleutians a few degrees from the date line.
    const honolulu = await api.call('GET', '/v1/locations/nearest?latitude=21.3069&longitude=-157.8583');
    expect(honolulu.body).toEqual({ cityName: 'Honolulu', region: null, stateAbbr: 'HI', zip: '96810' });
    const adak = await api.call('GET', '/v1/locations/nearest?latitude=51.88&longitude=-176.64');
    expect(adak.body).toEqual({ cityName: 'Adak', region: null, stateAbbr: 'AK', zip: '99546' });
    const sea = await api.call('GET', '/v1/locations/nearest?latitude=35&longitude=-40');
    expect(sea.status).toBe(404);
    expect(sea.body.error.message).toBe('No results found');
    const bad = await api.call('GET', '/v1/locations/nearest?latitude=95&longitude=-97');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toContain('latitude must be from -90 to 90.');
  });
});
