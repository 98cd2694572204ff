/**
 * The API's JSON reads go out compressed (brotli when the browser takes it, else gzip), from 1 kB
 * up: on a 1.6 Mbit/s mobile network the lot list (7 kB, 2 kB gzipped) and the areas of the
 * country (42 kB, 7 kB gzipped) are a first load's largest answers after the code.
 *
 * DECISION (docs/decisions.md "API answers compressed"): GET and HEAD only, JSON only. A bid or any
 * other command answers in a few hundred bytes, where compressing costs CPU on the path issue 14
 * measures; server-sent streams and files (PDF protocols, photos) keep their own encoding, since a
 * compressor would hold back a stream's events until its buffer fills.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import type { RequestHandler } from 'express';

/** Below this an answer fits one packet either way. */
export const COMPRESS_FROM_BYTES = 1024;

export function isCompressedRead(req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const type = res.getHeader('Content-Type');
  return typeof type === 'string' && type.startsWith('application/json');
}

/**
 * compression() wraps every answer's write, end and headers to decide at the last moment; for a
 * command its filter (above) then says no and nothing is added (not even Vary), so a command skips
 * it from the start: the same answers without its closures on the write path of bids and forms.
 */
export function compressedReads(): RequestHandler {
  const compress = compression({ threshold: COMPRESS_FROM_BYTES, filter: isCompressedRead });
  return (req, res, next) => {
    if (req.method === 'GET' || req.method === 'HEAD') compress(req, res, next);
    else next();
  };
}
