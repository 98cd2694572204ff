// Browsers and Node both have the WHATWG URL; shared/ is typed without either's library.
declare const URL: new (
  input: string,
  base: string,
) => { origin: string; pathname: string; search: string; hash: string };

/** A stand-in origin: only whether a path stays on it matters, not which site it is. */
const SITE = 'https://site.invalid';
const MAX_LENGTH = 500;
// C0 controls, DEL and C1 controls: URL parsers drop some of them silently (tab, newline), which
// would let `/\t/evil.example` pass a check and then mean `//evil.example`.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

function decoded(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

/**
 * A path of this site to send a person back to, normalised the way a browser will read it
 * (dot segments resolved, backslashes as slashes), or undefined when it would leave the site.
 */
export function normaliseReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_LENGTH || !value.startsWith('/')) return undefined;
  if (CONTROL.test(value)) return undefined;
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(value, SITE);
  } catch {
    return undefined;
  }
  if (url.origin !== SITE) return undefined;
  const path = decoded(url.pathname);
  // A decoded `//host` or `/\host` would leave the site the moment anything decodes it again.
  if (path === undefined || /^\/[/\\]/.test(path) || CONTROL.test(path)) return undefined;
  if (/^\/[/\\]/.test(url.pathname)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
