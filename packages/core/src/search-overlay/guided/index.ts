/**
 * Guided shopping (spec §1 "Shoppers search tires by … guided shopping"; spec §3 query type
 * guidedShopping) as a store: three questions — the vehicle or the tire size, how the tires will
 * be driven, what matters most — then the ranked, explained list from POST
 * /v1/guided-shopping/recommendations (`recommendTires`).
 *
 * The vehicle question is answered with the catalogue's own lists (make → model → year → optional
 * trim, GET /v1/vehicles…), each list loaded when the level above is chosen; a newer choice aborts
 * the older list's request.
 */
import { map, type ReadableAtom } from 'nanostores';
import type { ApiClient } from '../../client/index';
import { vehicleMakesEndpoint, vehicleModelsEndpoint, vehicleTrimsEndpoint, vehicleYearsEndpoint } from '../../contract/browse';
import type { EndpointOutput } from '../../contract/endpoint';
import {
  guidedShoppingEndpoint,
  MAX_SHOPPING_PRIORITIES,
  type DrivingCondition,
  type GuidedShoppingInput,
  type ShoppingPriority,
} from '../../contract/product';
import { parseTireSize } from '../../tire-size/index';

export const GUIDED_STEPS = ['fitment', 'conditions', 'priorities', 'results'] as const;
export type GuidedStep = (typeof GUIDED_STEPS)[number];
/** The three questions; `results` is where they lead. */
export const GUIDED_QUESTION_COUNT = 3;

export const GUIDED_MESSAGES = {
  /** spec §5 Messages (exact). */
  vehicle: 'Please choose a vehicle.',
  size: 'Enter a tire size like 225/45R17, LT265/70R17 or 33x12.50R15LT.',
  /** The API's words for the same bound (contract guidedShoppingInputSchema). */
  tooManyPriorities: `Choose at most ${MAX_SHOPPING_PRIORITIES} priorities.`,
  /** spec §8 generic text. */
  failed: 'Oops, something went wrong',
} as const;

export type GuidedAnswer = EndpointOutput<typeof guidedShoppingEndpoint>;

export interface GuidedList<T> {
  status: 'idle' | 'loading' | 'ready' | 'error';
  items: readonly T[];
}

export interface GuidedOption {
  value: string;
  label: string;
}

export interface GuidedFitment {
  mode: 'vehicle' | 'size';
  size: string;
  make: string;
  model: string;
  year: string;
  trim: string;
}

export interface GuidedState {
  step: GuidedStep;
  fitment: GuidedFitment;
  lists: {
    makes: GuidedList<GuidedOption>;
    models: GuidedList<GuidedOption>;
    years: GuidedList<GuidedOption>;
    trims: GuidedList<GuidedOption>;
  };
  drivingConditions: readonly DrivingCondition[];
  priorities: readonly ShoppingPriority[];
  /** What stops the shopper going on, in words (shown next to the question). */
  problem: string | null;
  result: { status: 'idle' | 'loading' | 'ready' | 'error'; data: GuidedAnswer | null; error: string | null };
}

export interface GuidedShopping {
  $guided: ReadableAtom<GuidedState>;
  /** Loads the makes unless given or loaded already. */
  start(): void;
  setMode(mode: GuidedFitment['mode']): void;
  setSize(text: string): void;
  chooseMake(slug: string): void;
  chooseModel(slug: string): void;
  chooseYear(year: string): void;
  chooseTrim(slug: string): void;
  toggleCondition(condition: DrivingCondition): void;
  togglePriority(priority: ShoppingPriority): void;
  /** The next question, or the recommendations after the last; false when the answer is missing. */
  next(): boolean;
  back(): void;
  retry(): void;
  restart(): void;
}

const emptyList = <T>(): GuidedList<T> => ({ status: 'idle', items: [] });

export interface GuidedShoppingOptions {
  api: ApiClient;
  /** Makes already loaded (the server rendered them). */
  makes?: readonly GuidedOption[] | null;
  /** A size to start from (`/guided-shopping?size=225-45r17`). */
  size?: string | null;
}

function initialState(options: GuidedShoppingOptions): GuidedState {
  const size = options.size ? (parseTireSize(options.size)?.sizeKey ?? '') : '';
  return {
    step: 'fitment',
    fitment: { mode: size ? 'size' : 'vehicle', size, make: '', model: '', year: '', trim: '' },
    lists: {
      makes: options.makes ? { status: 'ready', items: options.makes } : emptyList(),
      models: emptyList(),
      years: emptyList(),
      trims: emptyList(),
    },
    drivingConditions: [],
    priorities: [],
    problem: null,
    result: { status: 'idle', data: null, error: null },
  };
}

/** The body of the recommendations call for the answers given, or the reason it cannot be sent. */
export function guidedRequestFor(state: GuidedState): { ok: true; body: GuidedShoppingInput } | { ok: false; problem: string } {
  const { fitment } = state;
  const answers = { drivingConditions: [...state.drivingConditions], priorities: [...state.priorities] };
  if (fitment.mode === 'size') {
    const size = parseTireSize(fitment.size);
    return size ? { ok: true, body: { size: size.sizeKey, ...answers } } : { ok: false, problem: GUIDED_MESSAGES.size };
  }
  if (!fitment.make || !fitment.model || !fitment.year) return { ok: false, problem: GUIDED_MESSAGES.vehicle };
  return {
    ok: true,
    body: {
      vehicle: { make: fitment.make, model: fitment.model, year: Number(fitment.year), ...(fitment.trim ? { trim: fitment.trim } : {}) },
      ...answers,
    },
  };
}

export function createGuidedShopping(options: GuidedShoppingOptions): GuidedShopping {
  const { api } = options;
  const $guided = map<GuidedState>(initialState(options));
  const controllers: Partial<Record<keyof GuidedState['lists'] | 'result', AbortController>> = {};

  const patch = (changes: Partial<GuidedState>) => $guided.set({ ...$guided.get(), ...changes });
  const setList = (name: keyof GuidedState['lists'], list: GuidedList<GuidedOption>) =>
    patch({ lists: { ...$guided.get().lists, [name]: list } });
  const setFitment = (changes: Partial<GuidedFitment>) => patch({ fitment: { ...$guided.get().fitment, ...changes }, problem: null });

  /** Loads one list; a newer load of the same list (or of a level above) aborts it. */
  async function loadList<T>(
    name: keyof GuidedState['lists'],
    call: (signal: AbortSignal) => Promise<{ ok: true; data: T } | { ok: false; error: { code: string } }>,
    toOptions: (data: T) => GuidedOption[],
  ) {
    controllers[name]?.abort();
    const controller = new AbortController();
    controllers[name] = controller;
    setList(name, { status: 'loading', items: [] });
    const result = await call(controller.signal);
    if (controllers[name] !== controller) return;
    delete controllers[name];
    if (result.ok) setList(name, { status: 'ready', items: toOptions(result.data) });
    else if (result.error.code !== 'AbortError') setList(name, { status: 'error', items: [] });
  }

  function clearBelow(level: 'make' | 'model' | 'year') {
    const lists = { ...$guided.get().lists };
    const names =
      level === 'make' ? (['models', 'years', 'trims'] as const) : level === 'model' ? (['years', 'trims'] as const) : (['trims'] as const);
    for (const name of names) {
      controllers[name]?.abort();
      delete controllers[name];
      lists[name] = emptyList();
    }
    patch({ lists });
  }

  const loadMakes = () =>
    loadList(
      'makes',
      (signal) => api.call(vehicleMakesEndpoint, { signal }),
      (d) => d.makes.map((m) => ({ value: m.slug, label: m.name })),
    );

  async function submit() {
    const request = guidedRequestFor($guided.get());
    if (!request.ok) {
      patch({ problem: request.problem });
      return;
    }
    controllers.result?.abort();
    const controller = new AbortController();
    controllers.result = controller;
    patch({ step: 'results', problem: null, result: { status: 'loading', data: null, error: null } });
    const result = await api.call(guidedShoppingEndpoint, { body: request.body, signal: controller.signal });
    if (controllers.result !== controller) return;
    delete controllers.result;
    if (result.ok) patch({ result: { status: 'ready', data: result.data, error: null } });
    else if (result.error.code !== 'AbortError') {
      // A size we do not carry or an unknown vehicle (404) and bad answers (400) carry the API's own words.
      const own = result.error.code === 'NotFound' || result.error.code === 'BadRequest';
      patch({ result: { status: 'error', data: null, error: own ? result.error.message : GUIDED_MESSAGES.failed } });
    }
  }

  const guided: GuidedShopping = {
    $guided,

    start() {
      const { fitment, lists } = $guided.get();
      if (fitment.mode === 'vehicle' && lists.makes.status === 'idle') void loadMakes();
    },

    setMode(mode) {
      setFitment({ mode });
      guided.start();
    },

    setSize(text) {
      setFitment({ size: text });
    },

    chooseMake(slug) {
      setFitment({ make: slug, model: '', year: '', trim: '' });
      clearBelow('make');
      if (!slug) return;
      void loadList(
        'models',
        (signal) => api.call(vehicleModelsEndpoint, { params: { make: slug }, signal }),
        (d) => d.models.map((m) => ({ value: m.slug, label: m.name })),
      );
    },

    chooseModel(slug) {
      const { make } = $guided.get().fitment;
      setFitment({ model: slug, year: '', trim: '' });
      clearBelow('model');
      if (!slug || !make) return;
      void loadList(
        'years',
        (signal) => api.call(vehicleYearsEndpoint, { params: { make, model: slug }, signal }),
        (d) => d.years.map((y) => ({ value: String(y.year), label: String(y.year) })),
      );
    },

    chooseYear(year) {
      const { make, model } = $guided.get().fitment;
      setFitment({ year, trim: '' });
      clearBelow('year');
      if (!year || !make || !model) return;
      void loadList(
        'trims',
        (signal) => api.call(vehicleTrimsEndpoint, { params: { make, model, year }, signal }),
        (d) =>
          d.trims.map((t) => ({
            value: t.slug,
            label: t.isStaggered
              ? `${t.name} (${t.frontSize.sizeKey} front, ${t.rearSize.sizeKey} rear)`
              : `${t.name} (${t.frontSize.sizeKey})`,
          })),
      );
    },

    chooseTrim(slug) {
      setFitment({ trim: slug });
    },

    toggleCondition(condition) {
      const current = $guided.get().drivingConditions;
      patch({
        drivingConditions: current.includes(condition) ? current.filter((c) => c !== condition) : [...current, condition],
        problem: null,
      });
    },

    togglePriority(priority) {
      const current = $guided.get().priorities;
      if (current.includes(priority)) {
        patch({ priorities: current.filter((p) => p !== priority), problem: null });
      } else if (current.length >= MAX_SHOPPING_PRIORITIES) {
        patch({ problem: GUIDED_MESSAGES.tooManyPriorities });
      } else {
        patch({ priorities: [...current, priority], problem: null });
      }
    },

    next() {
      const state = $guided.get();
      if (state.step === 'fitment') {
        const request = guidedRequestFor(state);
        if (!request.ok) {
          patch({ problem: request.problem });
          return false;
        }
        patch({ step: 'conditions', problem: null });
        return true;
      }
      if (state.step === 'conditions') {
        patch({ step: 'priorities', problem: null });
        return true;
      }
      if (state.step === 'priorities') {
        void submit();
        return true;
      }
      return false;
    },

    back() {
      const { step } = $guided.get();
      const at = GUIDED_STEPS.indexOf(step);
      if (at <= 0) return;
      if (step === 'results') {
        controllers.result?.abort();
        delete controllers.result;
      }
      patch({ step: GUIDED_STEPS[at - 1]!, problem: null });
    },

    retry() {
      const { step, lists, fitment } = $guided.get();
      if (step === 'results') {
        void submit();
        return;
      }
      // A vehicle list that failed: ask again for the level that failed.
      if (lists.makes.status === 'error') void loadMakes();
      else if (lists.models.status === 'error') guided.chooseMake(fitment.make);
      else if (lists.years.status === 'error') guided.chooseModel(fitment.model);
      else if (lists.trims.status === 'error') guided.chooseYear(fitment.year);
    },

    restart() {
      for (const c of Object.values(controllers)) c?.abort();
      const makes = $guided.get().lists.makes;
      $guided.set({ ...initialState({ api }), lists: { ...initialState({ api }).lists, makes } });
      guided.start();
    },
  };
  return guided;
}
