/**
 * api/loadtest: the load-test API (prepare and clean up a bid storm's accounts and lots), mounted
 * only when LOADTEST_TOKEN is set (and, in production, LOADTEST_ALLOW_PRODUCTION=true); otherwise
 * every path answers the API's 404. Every call asks for the token as a bearer token, and none of
 * them uses a session or a CSRF token: the accounts it makes get theirs in the answer.
 */
import { Router, type Request, type Response } from 'express';
import type { Deps } from '../../deps';
import { parse } from '../../lib/parse';
import {
  finishedLotsQuerySchema,
  loadtestAccountsInputSchema,
  loadtestLotInputSchema,
  type LoadtestService,
} from '../../modules/loadtest';
import { CSRF_COOKIE, CSRF_HEADER, type Csrf } from '../middleware/csrf';
import { SESSION_COOKIE } from '../../lib/caller';
import { methodNotAllowed } from '../middleware/method-not-allowed';
import { bearerToken } from './bearer-token';

const noStore = (res: Response) => res.setHeader('Cache-Control', 'no-store');

const postLots = (loadtest: LoadtestService) => async (req: Request, res: Response) => {
  const answer = await loadtest.createLot(parse(loadtestLotInputSchema, req.body));
  noStore(res);
  res.status(201).json(answer);
};

/** Each account with the Cookie header and CSRF token a browser of that session would send. */
const postAccounts = (loadtest: LoadtestService, csrf: Csrf) => async (req: Request, res: Response) => {
  const { lot_id, accounts } = await loadtest.addAccounts(parse(loadtestAccountsInputSchema, req.body));
  noStore(res);
  res.status(201).json({
    lot_id,
    accounts: accounts.map(({ session, ...account }) => {
      const token = csrf.forSession(session);
      return {
        ...account,
        cookie: `${SESSION_COOKIE}=${session}; ${CSRF_COOKIE}=${encodeURIComponent(token)}`,
        csrf: token,
        csrf_header: CSRF_HEADER,
      };
    }),
  });
};

const getAccounts = (loadtest: LoadtestService) => async (_req: Request, res: Response) => {
  noStore(res);
  res.json(await loadtest.counts());
};

const deleteAccounts = (loadtest: LoadtestService) => async (_req: Request, res: Response) => {
  noStore(res);
  res.json(await loadtest.removeAll());
};

const getFinishedLots = (loadtest: LoadtestService) => async (req: Request, res: Response) => {
  const { latest } = parse(finishedLotsQuerySchema, req.query);
  noStore(res);
  res.json(await loadtest.finishedLots(latest === '1'));
};

export function loadtestRouter({ services }: Deps, token: string, csrf: Csrf): Router {
  const router = Router();
  const loadtest = services.loadtest;
  router.use(bearerToken(token));
  router.route('/lots').post(postLots(loadtest)).all(methodNotAllowed);
  router
    .route('/accounts')
    .post(postAccounts(loadtest, csrf))
    .get(getAccounts(loadtest))
    .delete(deleteAccounts(loadtest))
    .all(methodNotAllowed);
  router.route('/finished-lots').get(getFinishedLots(loadtest)).all(methodNotAllowed);
  return router;
}
