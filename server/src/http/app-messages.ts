import { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Express } from 'express';
import { declareMetricFields } from './middleware/http-metrics';

/**
 * The server's request and answer classes (Node's `IncomingMessage` and `ServerResponse` options of
 * `createServer`), made for one app: every field Express and our middleware add to each request is
 * there from construction, and the app's prototypes are on their chains from the start.
 *
 * Why: a cheap call adds a dozen fields to its request after Node made it (the app's and the
 * router's state, cookies, language, request id, the metric's route), each a new shape; and Express
 * moves every request and answer to the app's prototypes, which made the calls that followed on
 * them several times dearer (docs/benchmarks.md "Tenth pass"). Made by these classes, a request
 * already reaches everything of the app's prototypes through its own class's, so the compiled
 * paths in front of Express (direct-routes.ts) leave its prototype as it is; Express's own entry
 * still moves the others. docs/decisions.md "Requests made under the app's prototypes".
 *
 * Only fields whose absence and `undefined` read the same are declared: never an accessor of the
 * prototypes (`req.route`, `req.query`), which an own field would hide.
 */
export function appMessageClasses(app: Express): {
  IncomingMessage: typeof IncomingMessage;
  ServerResponse: typeof ServerResponse;
} {
  class AppRequest extends IncomingMessage {
    constructor(socket: Socket) {
      super(socket);
      const self = this as unknown as Record<string, unknown>;
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
      declareMetricFields(this, 'request');
    }
  }
  class AppResponse extends ServerResponse {
    // Node passes its options too (highWaterMark and more), which Node's types leave out.
    constructor(req: IncomingMessage, options?: object) {
      super(...([req, options] as unknown as [IncomingMessage]));
      (this as unknown as Record<string, unknown>).locals = undefined;
      declareMetricFields(this, 'response');
    }
  }
  // The app's prototypes under the classes' own, which add nothing a request or an answer reads.
  Object.setPrototypeOf(AppRequest.prototype, app.request);
  Object.setPrototypeOf(AppResponse.prototype, app.response);
  return { IncomingMessage: AppRequest, ServerResponse: AppResponse as unknown as typeof ServerResponse };
}
