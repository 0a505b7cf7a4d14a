import { describe, expect, it } from 'vitest';
import { fail, fakeApi, flush, ok, type FakeCall } from '../fake-api';
import { createGuidedShopping, GUIDED_MESSAGES } from './index';

function catalogueApi(overrides: (call: FakeCall) => ReturnType<typeof ok> | ReturnType<typeof fail> | undefined = () => undefined) {
  return fakeApi((call) => {
    const own = overrides(call);
    if (own) return own;
    switch (call.endpoint.id) {
      case 'listVehicleMakes':
        return ok({ makes: [{ name: 'Toyota', slug: 'toyota', modelCount: 12 }] });
      case 'listVehicleModels':
        return ok({ make: { name: 'Toyota', slug: 'toyota' }, models: [{ name: 'Camry', slug: 'camry' }] });
      case 'listVehicleYears':
        return ok({ make: {}, model: {}, years: [{ year: 2021 }, { year: 2020 }] });
      case 'listVehicleTrims':
        return ok({
          trims: [
            { name: 'LE', slug: 'le', frontSize: { sizeKey: '205/65R16' }, rearSize: { sizeKey: '205/65R16' }, isStaggered: false },
            { name: 'XSE', slug: 'xse', frontSize: { sizeKey: '235/40R19' }, rearSize: { sizeKey: '255/35R19' }, isStaggered: true },
          ],
        });
    }
    return undefined;
  });
}

describe('guided shopping', () => {
  it('asks the vehicle level by level, each list loaded when the level above is chosen', async () => {
    const api = catalogueApi();
    const guided = createGuidedShopping({ api });
    guided.start();
    await flush();
    expect(guided.$guided.get().lists.makes).toEqual({ status: 'ready', items: [{ value: 'toyota', label: 'Toyota' }] });
    guided.chooseMake('toyota');
    await flush();
    guided.chooseModel('camry');
    await flush();
    expect(guided.$guided.get().lists.years.items.map((y) => y.value)).toEqual(['2021', '2020']);
    guided.chooseYear('2021');
    await flush();
    expect(guided.$guided.get().lists.trims.items.map((t) => t.label)).toEqual(['LE (205/65R16)', 'XSE (235/40R19 front, 255/35R19 rear)']);
    expect(api.callsTo('listVehicleTrims')[0]!.input.params).toEqual({ make: 'toyota', model: 'camry', year: '2021' });
  });

  it('choosing another make clears the levels below and aborts their loading', async () => {
    const api = fakeApi((call) => (call.endpoint.id === 'listVehicleModels' ? undefined : ok({ makes: [] })));
    const guided = createGuidedShopping({ api, makes: [{ value: 'toyota', label: 'Toyota' }] });
    guided.chooseMake('toyota');
    const first = api.callsTo('listVehicleModels')[0]!;
    guided.chooseMake('honda');
    expect(first.input.signal!.aborted).toBe(true);
    expect(guided.$guided.get().fitment).toMatchObject({ make: 'honda', model: '', year: '', trim: '' });
    expect(guided.$guided.get().lists.models.status).toBe('loading');
  });

  it('will not go on without a vehicle or a valid size (spec §5 "Please choose a vehicle.")', () => {
    const guided = createGuidedShopping({ api: catalogueApi(), makes: [] });
    expect(guided.next()).toBe(false);
    expect(guided.$guided.get().problem).toBe(GUIDED_MESSAGES.vehicle);
    guided.setMode('size');
    guided.setSize('my car');
    expect(guided.next()).toBe(false);
    expect(guided.$guided.get().problem).toBe(GUIDED_MESSAGES.size);
    guided.setSize('225/45r17');
    expect(guided.next()).toBe(true);
    expect(guided.$guided.get().step).toBe('conditions');
  });

  it('takes up to three priorities', () => {
    const guided = createGuidedShopping({ api: catalogueApi(), makes: [] });
    for (const p of ['longevity', 'comfort', 'quiet'] as const) guided.togglePriority(p);
    guided.togglePriority('value');
    expect(guided.$guided.get().priorities).toEqual(['longevity', 'comfort', 'quiet']);
    expect(guided.$guided.get().problem).toBe('Choose at most 3 priorities.');
    guided.togglePriority('comfort');
    guided.togglePriority('value');
    expect(guided.$guided.get().priorities).toEqual(['longevity', 'quiet', 'value']);
    expect(guided.$guided.get().problem).toBeNull();
  });

  it('ends in the ranked recommendations for the answers given', async () => {
    const answer = {
      tireSize: { sizeKey: '225/45R17', slug: '225-45r17' },
      vehicle: null,
      drivingConditions: ['rain'],
      priorities: ['quiet'],
      recommendations: [],
    };
    const api = catalogueApi((call) => (call.endpoint.id === 'recommendTires' ? ok(answer) : undefined));
    const guided = createGuidedShopping({ api, size: '225-45r17' });
    expect(guided.$guided.get().fitment).toMatchObject({ mode: 'size', size: '225/45R17' });
    guided.next();
    guided.toggleCondition('rain');
    guided.next();
    guided.togglePriority('quiet');
    guided.next();
    expect(guided.$guided.get()).toMatchObject({ step: 'results', result: { status: 'loading' } });
    await flush();
    expect(api.callsTo('recommendTires')[0]!.input.body).toEqual({ size: '225/45R17', drivingConditions: ['rain'], priorities: ['quiet'] });
    expect(guided.$guided.get().result).toEqual({ status: 'ready', data: answer, error: null });
  });

  it('sends the vehicle, with the trim when one was chosen', async () => {
    const api = catalogueApi((call) =>
      call.endpoint.id === 'recommendTires' ? fail('NotFound', 'We do not know that vehicle.', 404) : undefined,
    );
    const guided = createGuidedShopping({ api, makes: [] });
    guided.chooseMake('toyota');
    guided.chooseModel('camry');
    guided.chooseYear('2021');
    guided.chooseTrim('xse');
    guided.next();
    guided.next();
    guided.next();
    await flush();
    expect(api.callsTo('recommendTires')[0]!.input.body).toEqual({
      vehicle: { make: 'toyota', model: 'camry', year: 2021, trim: 'xse' },
      drivingConditions: [],
      priorities: [],
    });
    // The API's own words for a 404, the spec's generic text for anything else.
    expect(guided.$guided.get().result).toMatchObject({ status: 'error', error: 'We do not know that vehicle.' });
  });

  it('a server failure reads "Oops, something went wrong" and retry asks again', async () => {
    let down = true;
    const api = catalogueApi((call) =>
      call.endpoint.id === 'recommendTires'
        ? down
          ? fail('ServerError', 'Server error (HTTP 500)', 500)
          : ok({ recommendations: [] })
        : undefined,
    );
    const guided = createGuidedShopping({ api, size: '225/45R17' });
    guided.next();
    guided.next();
    guided.next();
    await flush();
    expect(guided.$guided.get().result.error).toBe('Oops, something went wrong');
    down = false;
    guided.retry();
    await flush();
    expect(guided.$guided.get().result.status).toBe('ready');
  });

  it('back steps through the questions and keeps the answers', () => {
    const guided = createGuidedShopping({ api: catalogueApi(), size: '225/45R17' });
    guided.next();
    guided.toggleCondition('snow-ice');
    guided.next();
    guided.back();
    guided.back();
    expect(guided.$guided.get()).toMatchObject({ step: 'fitment', drivingConditions: ['snow-ice'] });
    guided.back();
    expect(guided.$guided.get().step).toBe('fitment');
  });
});
