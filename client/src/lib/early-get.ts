import { api, apiUrl, type RequestOptions } from './api-client';

type Query = RequestOptions['query'];

/** How long an answer fetched early waits for its screen; after that the screen asks anew. */
export const EARLY_ANSWER_MS = 10_000;

const started = new Map<string, Promise<unknown>>();
const arrived = new Map<string, unknown>();

/**
 * Starts a GET before the screen that needs it exists: the router calls this while the screen's
 * code loads, so the answer is on its way a render earlier (issue 15: the lot list's cards are its
 * largest paint on a phone). The screen takes it with `takeEarly`, once.
 */
export function getEarly(path: string, query?: Query): void {
  const key = apiUrl(path, query);
  if (started.has(key)) return;
  const answer = api.get(path, query ? { query } : {});
  // A failure is the screen's to show when it takes the answer; unclaimed, it is dropped quietly.
  answer.then(
    (data) => started.get(key) === answer && arrived.set(key, data),
    () => undefined,
  );
  started.set(key, answer);
  setTimeout(() => {
    if (started.get(key) !== answer) return;
    started.delete(key);
    arrived.delete(key);
  }, EARLY_ANSWER_MS);
}

/** The answer started early for exactly this GET (path and query), once; else undefined. */
export function takeEarly<T>(path: string, query?: Query): Promise<T> | undefined {
  const key = apiUrl(path, query);
  const answer = started.get(key);
  started.delete(key);
  arrived.delete(key);
  return answer as Promise<T> | undefined;
}

/** The same, when it has already arrived: the data itself, so a screen can show it in its first render. */
export function takeArrived<T>(path: string, query?: Query): T | undefined {
  const key = apiUrl(path, query);
  if (!arrived.has(key)) return undefined;
  const data = arrived.get(key) as T;
  started.delete(key);
  arrived.delete(key);
  return data;
}
