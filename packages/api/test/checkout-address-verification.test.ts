/**
 * Address verification (POST /v1/checkout/address-verification, docs/product-page.md): the ZIP
 * code, city and state of a home address against the US ZIP table, a corrected address when they
 * do not belong together, and the home delivery saved afterwards with either choice.
 */
import { beforeAll, expect, it } from 'vitest';
import { describeOnDatabases } from './databases';
import { checkoutApi, HOME_ADDRESS, HOME_DELIVERY, wellStockedTire } from './support/checkout';

type Api = Awaited<ReturnType<typeof checkoutApi>>;
const PATH = '/v1/checkout/address-verification';
const street = { addressLine1: HOME_ADDRESS.addressLine1, addressLine2: 'Apt 4' };

describeOnDatabases('address verification (POST /v1/checkout/address-verification)', ({ database }) => {
  let api: Api;
  let tire: number;
  beforeAll(async () => {
    api = await checkoutApi(database());
    tire = await wellStockedTire(database(), { installable: true });
  });
  const verify = (address: Record<string, unknown>) => api.call('POST', PATH, { body: { ...street, ...address } });

  it('verifies a ZIP code that is the city’s, whatever the case and the “St.”/“Saint” spelling', async () => {
    for (const address of [
      { city: 'Austin', state: 'TX', zip: '78701' },
      { city: 'AUSTIN', state: 'tx', zip: '78701-1234' },
      { city: 'St. Louis', state: 'MO', zip: '63101' },
    ]) {
      const { status, body } = await verify(address);
      expect(status).toBe(200);
      expect(body).toEqual({ verdict: 'verified', suggestion: null, changed: [] });
    }
  });

  it('suggests the ZIP code’s city when the city typed is not the ZIP code’s, keeping the street lines', async () => {
    const { status, body } = await verify({ city: 'Dallas', state: 'TX', zip: '78701' });
    expect(status).toBe(200);
    expect(body).toEqual({
      verdict: 'corrected',
      suggestion: { addressLine1: '12 Main St', addressLine2: 'Apt 4', city: 'Austin', state: 'TX', zip: '78701' },
      changed: ['city'],
    });
  });

  it('suggests the ZIP code’s city and state when neither is the ZIP code’s and the city is not in the state typed', async () => {
    const { body } = await verify({ city: 'Springfeld', state: 'CA', zip: '10001' });
    expect(body).toMatchObject({
      verdict: 'corrected',
      suggestion: { city: 'New York', state: 'NY', zip: '10001' },
      changed: ['city', 'state'],
    });
  });

  it('takes the ZIP code for the slip when the city is one of the state’s: the city’s ZIP code nearest the one typed', async () => {
    // 78706 is no ZIP code; 78701 is Austin's, in another state: the city and state typed agree.
    const unknownZip = await verify({ city: 'Austin', state: 'TX', zip: '78706' });
    expect(unknownZip.body.verdict).toBe('corrected');
    expect(unknownZip.body.changed).toEqual(['zip']);
    expect(unknownZip.body.suggestion).toMatchObject({ city: 'Austin', state: 'TX' });
    const suggested = unknownZip.body.suggestion.zip as string;
    expect((await verify({ city: 'Austin', state: 'TX', zip: suggested })).body.verdict).toBe('verified');
    const otherState = await verify({ city: 'Saint Louis', state: 'MO', zip: '78701' });
    expect(otherState.body).toMatchObject({ verdict: 'corrected', changed: ['zip'], suggestion: { city: 'Saint Louis', state: 'MO' } });
    expect(otherState.body.suggestion.zip).toMatch(/^63\d{3}$/);
  });

  it('has nothing to suggest when neither the ZIP code nor the city is in the table', async () => {
    const { body } = await verify({ city: 'Nowhereville', state: 'TX', zip: '00009' });
    expect(body).toEqual({ verdict: 'unknown', suggestion: null, changed: [] });
  });

  it('refuses an address the form would refuse, with the spec’s messages, and needs a token', async () => {
    const bad = await verify({ city: 'Austin', state: 'TX', zip: '787' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Please enter valid US Zip Code.');
    const noCity = await verify({ city: '', state: 'TX', zip: '78701' });
    expect(noCity.status).toBe(400);
    expect(JSON.stringify(noCity.body)).toContain('Please enter valid City');
    const anonymous = await api.call('POST', PATH, { body: { ...street, city: 'Austin', state: 'TX', zip: '78701' }, auth: false });
    expect(anonymous.status).toBe(401);
  });

  it('saves nothing, and either choice then saves as home delivery: the suggestion, or what was typed in the ZIP code’s state', async () => {
    const cartId = await api.createCart(tire);
    const typed = { ...HOME_DELIVERY, city: 'Dallas' };
    const { body: verification } = await verify({ city: typed.city, state: typed.state, zip: typed.zip });
    expect(verification.verdict).toBe('corrected');
    expect((await api.call('GET', api.shippingPath(cartId))).status).toBe(404);

    const kept = await api.call('PUT', api.shippingPath(cartId), { body: typed });
    expect(kept.status).toBe(200);
    expect(kept.body.siteCart.cartShipping).toMatchObject({ city: 'Dallas', state: 'TX', zip: '78701' });

    const used = await api.call('PUT', api.shippingPath(cartId), { body: { ...typed, ...verification.suggestion } });
    expect(used.status).toBe(200);
    expect(used.body.siteCart.cartShipping).toMatchObject({ city: 'Austin', state: 'TX', zip: '78701', addressLine2: 'Apt 4' });
  });
});
