/** One GET outside the load, for the checks before and after it; throws on anything but 200. */
export async function getJson(
  base: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<unknown> {
  const response = await fetch(`${base}${path}`, { headers: { accept: 'application/json', ...headers } });
  const text = await response.text();
  if (response.status !== 200) {
    throw new Error(`GET ${path} answered ${response.status}: ${text.slice(0, 300)}`);
  }
  return JSON.parse(text) as unknown;
}

/**
 * The cookies a browser holds after its first call (the CSRF token cookie): the load sends them
 * back like a returning visitor does, instead of making the server mint a token per request.
 */
export async function firstVisitCookies(base: string, path: string): Promise<string> {
  const response = await fetch(`${base}${path}`, { headers: { accept: 'application/json' } });
  await response.arrayBuffer();
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}
