/**
 * A stand-in for the API client in the search-overlay tests: it records every call and answers
 * the way the real client does — a result value, and `AbortError` as soon as the caller's signal
 * aborts (spec §8). Each call waits until the test answers it, unless a handler answers at once.
 */
import type { ApiClient, ApiErrorCode, ApiResult } from '../client/index';
import type { Endpoint } from '../contract/endpoint';
import { failure, success } from '../client/result';

export interface FakeCall {
  endpoint: Endpoint;
  input: { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown; signal?: AbortSignal };
  /** Answers the call (no effect once it has been answered or aborted). */
  answer(result: ApiResult<unknown>): void;
  settled: boolean;
}

export type FakeHandler = (call: FakeCall) => ApiResult<unknown> | undefined;

export function fakeApi(handler?: FakeHandler): ApiClient & { calls: FakeCall[]; callsTo(id: string): FakeCall[] } {
  const calls: FakeCall[] = [];
  const api = {
    calls,
    callsTo: (id: string) => calls.filter((c) => c.endpoint.id === id),
    call(endpoint: Endpoint, input: FakeCall['input']) {
      return new Promise<ApiResult<unknown>>((resolve) => {
        const call: FakeCall = {
          endpoint,
          input,
          settled: false,
          answer(result) {
            if (call.settled) return;
            call.settled = true;
            resolve(result);
          },
        };
        calls.push(call);
        if (input.signal?.aborted) call.answer(failure('AbortError', 'The request was aborted'));
        input.signal?.addEventListener('abort', () => call.answer(failure('AbortError', 'The request was aborted')), { once: true });
        const immediate = handler?.(call);
        if (immediate) call.answer(immediate);
      });
    },
    request() {
      return Promise.resolve(failure('OtherError', 'not faked'));
    },
  };
  return api as unknown as ApiClient & { calls: FakeCall[]; callsTo(id: string): FakeCall[] };
}

export const ok = <T>(data: T) => success(data, 200);
export const fail = (code: ApiErrorCode, message: string = code, status?: number) => failure(code, message, status);

/** Lets pending promise callbacks run (answers are delivered through promises). */
export const flush = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};
