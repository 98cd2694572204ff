import type { ErrorRequestHandler } from 'express';
import { errorBodyOf, toAppError } from '../../lib/error-body';
import type { Logger } from '../../lib/logger';

/** The one place that turns a failure of a REST call into the one error body. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    const appError = toAppError(error, logger, { reqId: req.id });
    res.status(appError.status).json(errorBodyOf(appError, req.lang));
  };
}
