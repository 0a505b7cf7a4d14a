import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../client/index';
import { failure, success, type ApiResult } from '../client/result';
import { createWidgetConfigStore, WIDGET_PROBLEM_MESSAGES, type WidgetConfigOptions } from './app-config';

const config = { id: 'iw-1', installerId: 1, name: 'Main St Tires' };

function fakeApi(...answers: ApiResult<unknown>[]) {
  const call = vi.fn(async () => answers.shift() ?? answers.at(-1)!);
  return { api: { call, request: vi.fn() } as unknown as ApiClient, call };
}

function store(api: ApiClient, more: Partial<WidgetConfigOptions> = {}) {
  const onProblem = vi.fn();
  const $config = createWidgetConfigStore({
    api,
    identifier: 'installer-widget',
    siteUrl: 'https://host.example/tires',
    widgetId: 'iw-1',
    onProblem,
    ...more,
  });
  return { $config, onProblem };
}

describe('the widget configuration store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once and keeps the answer: asking again changes nothing', async () => {
    const { api, call } = fakeApi(success(config, 200));
    const { $config } = store(api);
    await vi.advanceTimersByTimeAsync(0);
    expect($config.get()).toEqual({ status: 'ready', config });
    $config.retry();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(call).toHaveBeenCalledTimes(1);
    expect(call.mock.calls[0]).toEqual([
      expect.anything(),
      expect.objectContaining({ query: { identifier: 'installer-widget', siteUrl: 'https://host.example/tires' } }),
    ]);
  });

  it('no widget id: says so without asking the shop', async () => {
    const { api, call } = fakeApi(success(config, 200));
    const { $config, onProblem } = store(api, { widgetId: '' });
    await vi.advanceTimersByTimeAsync(0);
    expect($config.get()).toMatchObject({
      status: 'error',
      problem: 'missing-widget-id',
      message: WIDGET_PROBLEM_MESSAGES['missing-widget-id'],
    });
    expect(onProblem).toHaveBeenCalledWith('missing-widget-id', null, undefined);
    expect(call).not.toHaveBeenCalled();
  });

  it('an unknown widget id (401 from the token call) and an origin not allowed (403) are told apart, with no retry', async () => {
    for (const [answer, problem] of [
      [failure('Unauthorized', 'Invalid client credentials.', 401), 'unknown-widget'],
      [failure('Forbidden', 'The origin is not allowed.', 403), 'origin-not-allowed'],
    ] as const) {
      const { api } = fakeApi(answer);
      const { $config, onProblem } = store(api);
      await vi.advanceTimersByTimeAsync(0);
      expect($config.get()).toEqual({ status: 'error', problem, code: answer.error.code, message: WIDGET_PROBLEM_MESSAGES[problem] });
      expect(onProblem).toHaveBeenCalledTimes(1);
    }
  });

  it('an outage says when to ask again, waiting longer each time, until the shop answers', async () => {
    const down = failure('NetworkError', 'Failed to fetch');
    const { api } = fakeApi(down, down, failure('ServerError', 'Bad gateway', 502), success(config, 200));
    const { $config, onProblem } = store(api);
    const waits: (number | undefined)[] = [];
    for (let attempt = 0; attempt < 3; attempt++) {
      await vi.advanceTimersByTimeAsync(0);
      const state = $config.get();
      expect(state).toMatchObject({ status: 'error', problem: 'unavailable', message: WIDGET_PROBLEM_MESSAGES.unavailable });
      expect(JSON.stringify(state)).not.toMatch(/fetch|gateway/i);
      waits.push(state.status === 'error' ? state.retryInMs : undefined);
      $config.retry();
    }
    await vi.advanceTimersByTimeAsync(0);
    expect($config.get()).toEqual({ status: 'ready', config });
    expect(waits).toEqual([1_000, 2_000, 4_000]);
    expect(onProblem.mock.calls.map((c) => c[2])).toEqual([1_000, 2_000, 4_000]);
  });

  it('no answer in time is an outage too', async () => {
    const call = vi.fn(
      (_endpoint: unknown, { signal }: { signal: AbortSignal }) =>
        new Promise<ApiResult<unknown>>((resolve) => signal.addEventListener('abort', () => resolve(failure('AbortError', 'aborted')))),
    );
    const { $config } = store({ call, request: vi.fn() } as unknown as ApiClient);
    await vi.advanceTimersByTimeAsync(15_000);
    expect($config.get()).toMatchObject({ status: 'error', problem: 'unavailable', retryInMs: 1_000 });
  });

  it('says when the answer is late, before it counts as an outage', async () => {
    let answer: (r: ApiResult<unknown>) => void = () => {};
    const call = vi.fn(() => new Promise<ApiResult<unknown>>((resolve) => (answer = resolve)));
    const { $config } = store({ call, request: vi.fn() } as unknown as ApiClient);
    await vi.advanceTimersByTimeAsync(3_000);
    expect($config.get()).toEqual({ status: 'loading', slow: true });
    answer(success(config, 200));
    await vi.advanceTimersByTimeAsync(0);
    expect($config.get()).toEqual({ status: 'ready', config });
  });
});
