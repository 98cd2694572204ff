import type { RequestHandler } from 'express';

/**
 * Every API answer may depend on who asks (favourite flags, the user's own lists), and the caller
 * is known by the cookie: shared caches must key on it, and a signed-in caller's answer is theirs
 * alone. Routes that forbid storing at all (no-store) still set that themselves, after this.
 */
export const privateAnswers: RequestHandler = (req, res, next) => {
  // Usually the first Vary of the answer: set as it is, without reading a header to add to.
  if (res.getHeader('Vary') === undefined) res.setHeader('Vary', 'Cookie');
  else res.vary('Cookie');
  // no-cache: the browser may keep it but asks again (ETag), so a favourite toggled elsewhere shows.
  if (req.user) res.setHeader('Cache-Control', 'private, no-cache');
  next();
};
