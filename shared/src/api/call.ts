/**
 * How a call is registered in the API document (docs/architecture.md section 5, "Adding a call"):
 * each contract file ends with its group, `export const <group>Api = {tag, description, calls}`,
 * one entry per call next to the schemas it names, and `api/groups.ts` lists the groups. The
 * server turns them into the OpenAPI document (server/src/http/openapi/), and a test compares the
 * document with the routes Express really has.
 *
 * Plain data on purpose (no zod-openapi here): shared runs in the browser, and object literals of
 * schemas the client does not use are dropped from its bundle.
 */
import type { z } from 'zod';
import type { ErrorCode } from '../errors';
import type { Role } from '../domain/user/roles';

/**
 * Who may call. `guest`: anyone (a session may change the answer, favourites say); `user`: any
 * signed-in account (guests 401); a list of roles: those only (guests 401, other roles 403);
 * `provider`: a payment provider, server to server, proving itself as its protocol says.
 */
export type CallAuth = 'guest' | 'user' | readonly Role[] | 'provider';

/** Roles that sell (customer menu) and that buy (buyer menu): shared/src/domain/user/roles.ts. */
export const SELLERS = ['customer', 'both'] as const satisfies readonly Role[];
export const BUYERS = ['buyer', 'both'] as const satisfies readonly Role[];
export const OPERATORS = ['operator'] as const satisfies readonly Role[];

/** An answer that is not JSON: a file or a page (`media` its type), or a redirect (303). */
export type MediaAnswer = { media: string; description: string };
export type RedirectAnswer = { redirect: string };

export interface ApiCall {
  /** One line: what the call does (the documentation page's title of the call). */
  summary: string;
  /** Markdown: what the schemas cannot say (rules, limits, side effects). */
  description?: string;
  auth: CallAuth;
  /** Path parameters (`{id}` in the key); an object, as the query. */
  params?: z.ZodType<unknown, Record<string, unknown>>;
  query?: z.ZodType<unknown, Record<string, unknown>>;
  /** A JSON body. */
  body?: z.ZodType;
  /** A form-encoded body (application/x-www-form-urlencoded). */
  form?: z.ZodType;
  /** A multipart body: its text fields, and the field that carries the files. */
  multipart?: { fields: z.ZodType; files: string };
  /** The answer's status when not 200 (201 for a created row). */
  status?: number;
  answer: z.ZodType | MediaAnswer | RedirectAnswer;
  /**
   * The codes this call refuses with, besides those every call of its kind has (VALIDATION with
   * input, UNAUTHORIZED and FORBIDDEN by `auth`, CSRF_INVALID on a state change under /api/shop).
   */
  errors?: readonly ErrorCode[];
}

/** `'GET /api/shop/common/date'`: the method and the full path, `{name}` for a path parameter. */
export type CallKey = `${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`;

/** One tag of the document: a group of calls, with the prose that holds for all of them. */
export interface ApiGroup {
  tag: string;
  /** Markdown shown above the group's calls (the page, docs/api.md). */
  description: string;
  calls: Partial<Record<CallKey, ApiCall>>;
}
