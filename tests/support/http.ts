/** Small helpers for talking to a test server the way a browser would. */
export interface Answer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export async function call<T = unknown>(
  base: string,
  path: string,
  init: RequestInit = {},
): Promise<Answer<T>> {
  const response = await fetch(new URL(path, base), init);
  const text = await response.text();
  let body: unknown = text;
  if ((response.headers.get('content-type') ?? '').includes('json') && text) body = JSON.parse(text);
  return { status: response.status, headers: response.headers, body: body as T };
}

export function postJson(base: string, path: string, payload: unknown, headers: Record<string, string> = {}) {
  return call(base, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(payload),
  });
}

/** Merges header sets; Cookie headers are joined rather than replaced. */
export function mergeHeaders(...sets: Record<string, string>[]): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const set of sets) {
    for (const [name, value] of Object.entries(set)) {
      const key = name.toLowerCase();
      merged[key] = key === 'cookie' && merged[key] ? `${merged[key]}; ${value}` : value;
    }
  }
  return merged;
}
