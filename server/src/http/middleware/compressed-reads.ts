/**
 * The API's JSON reads go out compressed (brotli when the browser takes it, else gzip), from 1 kB
 * up: on a 1.6 Mbit/s mobile network the lot list (7 kB, 2 kB gzipped) and the areas of the
 * country (42 kB, 7 kB gzipped) are a first load's largest answers after the code.
 *
 * DECISION (docs/decisions.md "API answers compressed"): GET and HEAD only, JSON only. A bid or any
 * other command answers in a few hundred bytes, where compressing costs CPU on the path issue 14
 * measures; server-sent streams and files (PDF protocols, photos) keep their own encoding, since a
 * compressor would hold back a stream's events until its buffer fills.
 *
 * Compressed when the answer is sent, whole (issue 25): every JSON read leaves through `res.send`
 * with its body complete, so the size and the encoding are decided there, once, from the body
 * itself. The compression() middleware instead wrapped every read's `write`, `end`, `on` and
 * `writeHead` with closures and a stream, to decide at the last moment about an answer it could not
 * see yet: about a tenth of the CPU of a small read that it then left as it was.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import express, { type Response } from 'express';
import Negotiator from 'negotiator';

/** Below this an answer fits one packet either way. */
export const COMPRESS_FROM_BYTES = 1024;

/** compression()'s brotli quality: a balance of speed and size for answers made per request. */
const BROTLI = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/;
const expressSend = express.response.send;

export function isCompressedRead(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const type = res.getHeader('Content-Type');
  return typeof type === 'string' && type.startsWith('application/json');
}

/** negotiator 1.x takes the server's preference for ties; its published types predate that. */
type Negotiating = {
  encoding(available: readonly string[], options: { preferred: readonly string[] }): string | undefined;
};
const OFFERED = ['br', 'gzip', 'identity'] as const;
const PREFERRED = ['br', 'gzip'] as const;

/**
 * The encoding a client takes for a compressed answer, or undefined for none: the best it accepts,
 * brotli on a tie (as compression() chose: a browser lists "gzip, deflate, br" in no order of
 * preference). A client that sends no Accept-Encoding gets the answer as it is (as compression()
 * did: "anything" in the header's grammar, but load testers and curl mean nothing by it).
 */
export function encodingFor(req: IncomingMessage): 'br' | 'gzip' | undefined {
  if (req.headers['accept-encoding'] === undefined) return undefined;
  const chosen = (new Negotiator(req) as unknown as Negotiating).encoding(OFFERED, { preferred: PREFERRED });
  return chosen === 'br' || chosen === 'gzip' ? chosen : undefined;
}

/**
 * Express's `res.send` for a read: a JSON body of 1 kB or more is compressed whole before it goes
 * out. Its ETag is the plain body's (every encoding of one answer is the same answer to a
 * conditional request), and a request that already holds it gets its 304 without compressing.
 */
function sendRead(this: Response, body?: unknown): Response {
  if (typeof body !== 'string' && !Buffer.isBuffer(body)) return expressSend.call(this, body);
  if (!isCompressedRead(this.req, this)) return expressSend.call(this, body);
  // After privateAnswers' Vary (every API answer's) the header is known: set, not parsed again.
  if (this.getHeader('Vary') === 'Cookie') this.setHeader('Vary', 'Cookie, Accept-Encoding');
  else this.vary('Accept-Encoding');
  const size = typeof body === 'string' ? Buffer.byteLength(body) : body.length;
  const encoding = size >= COMPRESS_FROM_BYTES ? encodingFor(this.req) : undefined;
  if (
    encoding === undefined ||
    this.req.method === 'HEAD' ||
    this.getHeader('Content-Encoding') !== undefined ||
    NO_TRANSFORM.test(String(this.getHeader('Cache-Control') ?? ''))
  ) {
    return expressSend.call(this, body);
  }
  const plain = typeof body === 'string' ? Buffer.from(body) : body;
  const etagOf = this.app.get('etag fn') as ((body: Buffer) => string | undefined) | undefined;
  if (etagOf && this.getHeader('ETag') === undefined) {
    const etag = etagOf(plain);
    if (etag) this.setHeader('ETag', etag);
  }
  // Express answers 304 itself (its freshness test reads the ETag set above).
  if (this.req.fresh) return expressSend.call(this, plain);
  this.setHeader('Content-Encoding', encoding);
  return expressSend.call(this, encoding === 'br' ? brotliCompressSync(plain, BROTLI) : gzipSync(plain));
}

/** The API's addresses: every answer under /api/ (its routes, its errors, its documentation). */
const API_ADDRESS = /^\/api\//i;

/**
 * The API's reads send through `sendRead`: installed once on the app's answers (`app.response`),
 * and it looks only at a read under /api/. Set on each read's answer instead, it cost a property and
 * a new shape per request (docs/decisions.md "The API's fixed paths dispatched from a table").
 */
export function compressedReads(response: { send: unknown }): void {
  response.send = function send(this: Response, body?: unknown): Response {
    const req = this.req;
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !API_ADDRESS.test(req.originalUrl)) {
      return expressSend.call(this, body);
    }
    return sendRead.call(this, body);
  };
}
