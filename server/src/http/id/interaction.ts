import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { errors as oidcErrors } from 'oidc-provider';
import type { Config } from '../../config';
import { AppError } from '../../lib/app-error';
import type { Logger } from '../../lib/logger';
import { publicOrigin } from '../../lib/origin';
import type { IdAccount, FlowContext, IdentityService } from '../../modules/identity';
import { fieldsWithControlText, formText, readRegistrationForm } from './forms';
import { confirmPage } from './pages/confirm';
import { loginPage } from './pages/login';
import { messagePage } from './pages/message';
import { pageContext, type PageContext } from './pages/page-context';
import { registerPage, type RegisterField } from './pages/register';
import { SHOP_AFTER_LOGOUT_PATH, type IdentityProvider } from './provider';

interface InteractionDeps {
  config: Config;
  logger: Logger;
  identity: IdentityService;
  idp: IdentityProvider;
}

type Details = Awaited<ReturnType<Awaited<ReturnType<IdentityProvider['forRequest']>>['interactionDetails']>>;

/** The device token of a browser that signed in (modules/identity/owner-places.ts). */
const DEVICE_COOKIE = 'kid_device';
const DEVICE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;

const formBody = express.urlencoded({ extended: false, limit: '16kb', parameterLimit: 20 });

/** An interaction that is gone, or belongs to another uid than the address says. */
class InteractionGone extends Error {}

function page(req: Request, config: Config): PageContext {
  return pageContext(req.lang, `${publicOrigin(req, config)}${SHOP_AFTER_LOGOUT_PATH}`);
}

function send(res: Response, status: number, body: string): void {
  res.status(status).type('html').send(body);
}

function isGone(error: unknown): boolean {
  return error instanceof InteractionGone || error instanceof oidcErrors.SessionNotFound;
}

/** The interaction expired, finished, or was started in another browser. */
function expired(res: Response, view: PageContext): void {
  send(
    res,
    400,
    messagePage(view, { title: view.t('title.expired'), text: view.t('error.expired'), kind: 'error' }),
  );
}

/** The text of an error for a form, with the wait when it is a limit. */
function errorMessage(view: PageContext, error: AppError): string {
  const text = view.errorText(error.code, error.params);
  const wait = error.data?.retry_after_s;
  return typeof wait === 'number' ? `${text} ${view.t('error.retry_after', { seconds: wait })}` : text;
}

/**
 * The pages of a sign-in interaction, /id/interaction/<uid>[/...]: login, registration and its
 * code, all below the interaction's path because the provider's interaction cookie is scoped to
 * it. Each handler reads the interaction first: a page of another browser, or an expired one,
 * shows "out of date" and changes nothing.
 */
export function interactionRouter({ config, logger, identity, idp }: InteractionDeps): Router {
  const router = Router({ mergeParams: true });
  /** /id/interaction/<uid>: the forms post below it. */
  const base = (req: Request) => req.baseUrl;
  // The interaction's uid names the registration flow its code belongs to.
  const flowOf = (req: Request) => (typeof req.params.uid === 'string' ? req.params.uid : '');
  const ip = (req: Request) => req.ip ?? 'unknown';
  /** A form that may send a code: its flow, language, address and challenge solution. */
  const context = (req: Request): FlowContext => {
    const challenge = formText(req.body, 'altcha');
    return { flow: flowOf(req), lang: req.lang, ip: ip(req), ...(challenge ? { challenge } : {}) };
  };

  async function details(req: Request, res: Response): Promise<Details> {
    const provider = await idp.forRequest(req);
    const found = await provider.interactionDetails(req, res);
    if (found.uid !== flowOf(req)) throw new InteractionGone();
    return found;
  }

  /** Signed in: the provider continues the authorization and sends the browser to the shop. */
  async function finish(req: Request, res: Response, account: IdAccount): Promise<void> {
    const provider = await idp.forRequest(req);
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.id } },
      { mergeWithLastSubmission: false },
    );
  }

  /** A page handler: the interaction must exist and be at the login prompt. */
  const atLogin =
    (handler: (req: Request, res: Response, view: PageContext) => Promise<void>) =>
    async (req: Request, res: Response, next: NextFunction) => {
      res.setHeader('Cache-Control', 'no-store');
      const view = page(req, config);
      try {
        const interaction = await details(req, res);
        if (interaction.prompt.name !== 'login') {
          res.redirect(303, base(req));
          return;
        }
        await handler(req, res, view);
      } catch (error) {
        if (isGone(error)) {
          expired(res, view);
          return;
        }
        if (error instanceof AppError && error.status < 500) {
          logger.warn({ code: error.code }, 'identity page refused a request it should have handled');
          send(
            res,
            error.status,
            messagePage(view, {
              title: view.t('title.error'),
              text: errorMessage(view, error),
              kind: 'error',
            }),
          );
          return;
        }
        next(error);
      }
    };

  // The interaction's landing page: the login form, or (for a signed-in person whose grant lacks
  // something, e.g. claims asked by name) the consent the first-party shop gets without asking.
  router.get('/', async (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    const view = page(req, config);
    try {
      const interaction = await details(req, res);
      if (interaction.prompt.name === 'login' && interaction.params.screen_hint === 'register') {
        res.redirect(303, `${base(req)}/register`);
        return;
      }
      if (interaction.prompt.name === 'login') {
        send(res, 200, loginPage(view, { base: base(req) }));
        return;
      }
      if (interaction.prompt.name !== 'consent' || interaction.params.client_id !== config.ID_CLIENT_ID) {
        throw new InteractionGone();
      }
      const provider = await idp.forRequest(req);
      const accountId = interaction.session?.accountId;
      if (!accountId) throw new InteractionGone();
      const grant = interaction.grantId
        ? await provider.Grant.find(interaction.grantId)
        : new provider.Grant({ accountId, clientId: config.ID_CLIENT_ID });
      if (!grant) throw new InteractionGone();
      const missing = interaction.prompt.details as {
        missingOIDCScope?: string[];
        missingOIDCClaims?: string[];
      };
      if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
      if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { consent: interaction.grantId ? {} : { grantId } },
        { mergeWithLastSubmission: true },
      );
    } catch (error) {
      if (isGone(error)) {
        expired(res, view);
        return;
      }
      next(error);
    }
  });

  router
    .route('/login')
    .get(atLogin(async (req, res, view) => send(res, 200, loginPage(view, { base: base(req) }))))
    .post(
      formBody,
      atLogin(async (req, res, view) => {
        if (fieldsWithControlText(req.body, ['login', 'password']).length > 0) {
          const error = view.t('error.control_characters');
          send(res, 400, loginPage(view, { base: base(req), error }));
          return;
        }
        const login = formText(req.body, 'login').trim();
        const password = formText(req.body, 'password');
        const challenge = formText(req.body, 'altcha');
        const device: unknown = (req.cookies as Record<string, unknown> | undefined)?.[DEVICE_COOKIE];
        try {
          const signedIn = await identity.login(
            { login, password },
            {
              ip: ip(req),
              ...(typeof device === 'string' ? { device } : {}),
              ...(challenge ? { challenge } : {}),
            },
          );
          // The owner's browser from now on: others' failures never make it solve or wait.
          res.cookie(DEVICE_COOKIE, signedIn.device, {
            httpOnly: true,
            sameSite: 'lax',
            secure: req.secure,
            path: '/id',
            maxAge: DEVICE_COOKIE_MAX_AGE_MS,
          });
          await finish(req, res, signedIn.account);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const needsChallenge = error.code === 'CHALLENGE_REQUIRED' || error.code === 'CHALLENGE_FAILED';
          const fresh = needsChallenge ? await identity.loginChallenge() : undefined;
          send(
            res,
            error.status,
            loginPage(view, {
              base: base(req),
              login,
              error: errorMessage(view, error),
              ...(fresh ? { challenge: fresh } : {}),
            }),
          );
        }
      }),
    );

  router
    .route('/register')
    .get(
      atLogin(async (req, res, view) => {
        const challenge = await identity.challengeFor(ip(req));
        send(
          res,
          200,
          registerPage(view, {
            base: base(req),
            values: {},
            errors: {},
            ...(challenge ? { challenge } : {}),
          }),
        );
      }),
    )
    .post(
      formBody,
      atLogin(async (req, res, view) => {
        const form = readRegistrationForm(req.body, view);
        if (!form.ok) {
          const challenge = await identity.challengeFor(ip(req));
          send(
            res,
            400,
            registerPage(view, {
              base: base(req),
              values: form.values,
              errors: form.errors,
              ...(challenge ? { challenge } : {}),
            }),
          );
          return;
        }
        try {
          await identity.startRegistration(form.input, context(req));
          res.redirect(303, `${base(req)}/confirm`);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const field = error.data?.field as RegisterField | undefined;
          const errors: Partial<Record<RegisterField, string>> = {};
          let formError: string | undefined;
          if (error.code === 'ALREADY_REGISTERED' && field === 'tax_id')
            errors.tax_id = view.t('error.tax_id_taken');
          else if (error.code === 'ALREADY_REGISTERED' && field === 'login')
            errors.login = errorMessage(view, error);
          else formError = errorMessage(view, error);
          const challenge = await identity.challengeFor(ip(req));
          send(
            res,
            error.status,
            registerPage(view, {
              base: base(req),
              values: form.values,
              errors,
              ...(formError ? { error: formError } : {}),
              ...(challenge ? { challenge } : {}),
            }),
          );
        }
      }),
    );

  /** The code page, or back to the form when this interaction has no registration waiting. */
  async function showCode(
    req: Request,
    res: Response,
    view: PageContext,
    status: number,
    error?: string,
    notice?: string,
  ) {
    const pending = await identity.pendingCode(flowOf(req));
    if (!pending) {
      res.redirect(303, `${base(req)}/register`);
      return;
    }
    let shown = error;
    if (!shown && pending.locked) shown = view.errorText('CODE_LOCKED');
    else if (!shown && pending.expired) shown = view.errorText('CODE_EXPIRED');
    const challenge = await identity.challengeFor(ip(req));
    send(
      res,
      status,
      confirmPage(view, {
        base: base(req),
        pending,
        ...(shown ? { error: shown } : {}),
        ...(notice ? { notice } : {}),
        ...(challenge ? { challenge } : {}),
      }),
    );
  }

  router
    .route('/confirm')
    .get(
      atLogin(async (req, res, view) => {
        const notice = req.query.sent === '1' ? view.t('confirm.resent') : undefined;
        await showCode(req, res, view, 200, undefined, notice);
      }),
    )
    .post(
      formBody,
      atLogin(async (req, res, view) => {
        if (fieldsWithControlText(req.body, ['code']).length > 0) {
          await showCode(req, res, view, 400, view.t('error.code_format'));
          return;
        }
        const code = formText(req.body, 'code').replace(/\s/g, '');
        try {
          const account = await identity.confirmRegistration({ flow: flowOf(req), code, ip: ip(req) });
          await finish(req, res, account);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          if (error.code === 'NOT_FOUND') {
            res.redirect(303, `${base(req)}/register`);
            return;
          }
          const text = error.code === 'VALIDATION' ? view.t('error.code_format') : errorMessage(view, error);
          await showCode(req, res, view, error.status, text);
        }
      }),
    );

  router.post(
    '/resend',
    atLogin(async (req, res, view) => {
      try {
        await identity.resendCode(context(req));
        res.redirect(303, `${base(req)}/confirm?sent=1`);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.code === 'NOT_FOUND') {
          res.redirect(303, `${base(req)}/register`);
          return;
        }
        await showCode(req, res, view, error.status, errorMessage(view, error));
      }
    }),
  );

  // Cancel: the shop gets access_denied on its callback, as OAuth2 says.
  router.get('/abort', async (req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    const view = page(req, config);
    try {
      await details(req, res);
      const provider = await idp.forRequest(req);
      await provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'End-User aborted interaction' },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      if (isGone(error)) {
        expired(res, view);
        return;
      }
      next(error);
    }
  });

  return router;
}
