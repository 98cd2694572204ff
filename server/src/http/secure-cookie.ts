import type { Request } from 'express';

/**
 * Whether a cookie we set must be `Secure`: the request came over TLS, either to us or to a proxy
 * we trust (TRUST_PROXY hops; Express then reads X-Forwarded-Proto into req.secure), or this is
 * production, whose pages are only ever served over https. Every cookie of ours asks here, so the
 * session, the stored user, the language and the CSRF token never differ (issue 24).
 */
export function secureCookie(req: Request): boolean {
  return req.secure || req.app.get('env') === 'production';
}
