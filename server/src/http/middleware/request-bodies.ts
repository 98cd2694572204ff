import express, { type RequestHandler } from 'express';

/**
 * The API's JSON and form bodies, parsed by body-parser, and skipped at once when the request has
 * none (every GET): the test is body-parser's own (type-is `hasBody`: a Transfer-Encoding or a
 * numeric Content-Length), and req.body then stays undefined, as with the parsers.
 */
export function requestBodies(limit: string): RequestHandler {
  const json = express.json({ limit });
  const form = express.urlencoded({ extended: false, limit });
  return (req, res, next) => {
    if (
      req.headers['transfer-encoding'] === undefined &&
      Number.isNaN(Number(req.headers['content-length']))
    ) {
      next();
      return;
    }
    json(req, res, (error?: unknown) => {
      if (error) next(error);
      else form(req, res, next);
    });
  };
}
