import { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';
import { declareMetricFields } from './middleware/http-metrics';

/**
 * The server's request and answer classes (Node's `IncomingMessage` and `ServerResponse` options of
 * `createServer`), made for one app: every field Express and our middleware add to each request is
 * there from construction, and each is made with the app's prototype as its own.
 *
 * Why: a cheap call adds a dozen fields to its request after Node made it (the app's and the
 * router's state, cookies, language, request id, the metric's route), each a new shape; and Express
 * moves every request and answer to the app's prototypes, which made the calls that followed on
 * them several times dearer (docs/benchmarks.md "Tenth pass"). Made with the app's prototypes and their fields, the objects keep one shape from the start:
 * Express's own entry finds them already under the app's prototypes (setting the same prototype
 * again changes nothing), and the compiled paths in front of Express (direct-routes.ts) skip it.
 * docs/decisions.md "Requests made under the app's prototypes, with their fields".
 *
 * Only fields whose absence and `undefined` read the same are declared: never an accessor of the
 * prototypes (`req.route`, `req.query`), which an own field would hide.
 */
export function appMessageClasses(app: Express): {
  IncomingMessage: typeof IncomingMessage;
  ServerResponse: typeof ServerResponse;
} {
  // Node constructs with `new`: each is made by Node's own constructor with the app's prototype
  // as its own (`Reflect.construct`'s third argument), then given its fields.
  function AppRequest(socket: Socket): IncomingMessage {
    const req = Reflect.construct(IncomingMessage, [socket], AppRequest) as IncomingMessage;
    const self = req as unknown as Record<string, unknown>;
    // Express's entry and router (express/lib/application.js, router/index.js), parseurl's caches.
    self.res = undefined;
    self.baseUrl = undefined;
    self.originalUrl = undefined;
    self.params = undefined;
    self.next = undefined;
    self._parsedUrl = undefined;
    self._parsedOriginalUrl = undefined;
    // Ours: cookies.ts, language.ts, request-log.ts, session.ts; body-parser's.
    self.cookies = undefined;
    self.lang = undefined;
    self.id = undefined;
    self.user = undefined;
    self.body = undefined;
    declareMetricFields(req, 'request');
    return req;
  }
  // Node passes its options too (highWaterMark and more), which Node's types leave out.
  function AppResponse(req: IncomingMessage, options?: object): ServerResponse {
    const res = Reflect.construct(ServerResponse, [req, options], AppResponse) as ServerResponse;
    (res as unknown as Record<string, unknown>).locals = undefined;
    declareMetricFields(res, 'response');
    return res;
  }
  AppRequest.prototype = app.request as object;
  AppResponse.prototype = app.response as object;
  return {
    IncomingMessage: AppRequest as unknown as typeof IncomingMessage,
    ServerResponse: AppResponse as unknown as typeof ServerResponse,
  };
}
