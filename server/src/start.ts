/**
 * `npm start`: the whole platform on one port for a newcomer. Finds PostgreSQL and Redis (the
 * environment's, else the local ones, else embedded ones under .data/), then runs the web process
 * with its worker inside. When nothing can serve, it says what is missing and how to get it.
 */
import path from 'node:path';
import cluster from 'node:cluster';
import type { Deps } from './deps';
import type { Prepared } from './boot';
import { ConfigError, loadConfig } from './config';
import { DEMO_BUYER, seedDemoAuction } from './demo/demo-auction';
import { seedDemoCatalogue } from './demo/demo-catalogue';
import { seedDemoLotPhotos } from './demo/demo-lot-photos';
import { seedDemoContent } from './demo/demo-content';
import { seedDemoCustomer } from './demo/demo-customer';
import { seedDemoServiceContract } from './demo/demo-service-contract';
import { seedDemoEditRequest } from './demo/demo-edit-request';
import { seedDemoOperator } from './demo/demo-operator';
import { seedDemoCalendar } from './demo/demo-calendar';
import { seedDemoProtests } from './demo/demo-protests';
import { seedDemoRepeat } from './demo/demo-repeat';
import { seedDemoSavedCard } from './demo/demo-saved-card';
import { seedDemoSavedSearch } from './demo/demo-saved-search';
import { seedDemoWins } from './demo/demo-wins';
import { seedDemoWithdrawal } from './demo/demo-withdrawal';
import { seedDemoLotReview } from './demo/demo-lot-review';
import { seedDemoRefunds } from './demo/demo-refunds';
import { DEMO_TOKEN_FILE, demoLoadtestToken } from './demo/demo-loadtest-token';
import { resolvePostgres } from './infra/postgres';
import { resolveRedis } from './infra/redis';
import { ServiceMissingError, type ResolvedService } from './infra/service';
import { createLogger } from './lib/logger';
import { runWebProcesses } from './web-processes';

const env = { ...process.env };
const startConfig = loadConfig({ ...env, DATABASE_URL: 'postgres://x/x', REDIS_URL: 'redis://x' });
const dataDir = path.join(startConfig.rootDir, '.data');
const logger = createLogger(startConfig.LOG_LEVEL, {
  format: startConfig.LOG_FORMAT,
  production: startConfig.NODE_ENV === 'production',
});
const probeLocal = !env.KIMOSHDI_SKIP_LOCAL_SERVICES;
const started: ResolvedService[] = [];

async function stopStarted(): Promise<void> {
  for (const service of started.reverse()) await service.stop?.();
}

// A forked web process (WEB_PROCESSES > 1): the primary below found the services and seeded the
// demo; the environment it passed says where they are.
if (cluster.isWorker) {
  await runWebProcesses(process.env).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
} else {
  await startPlatform();
}

async function startPlatform(): Promise<void> {
  try {
    const postgres = await resolvePostgres({ env, dataDir, logger, probeLocal });
    started.push(postgres);
    const redis = await resolveRedis({ env, dataDir, logger, probeLocal });
    started.push(redis);
    logger.info({ postgres: postgres.source, redis: redis.source }, 'services found');
    // The load-test API on for the demo, so `npm run loadtest` can be tried at once (not in production).
    if (!env.LOADTEST_TOKEN && startConfig.NODE_ENV !== 'production') {
      env.LOADTEST_TOKEN = demoLoadtestToken(startConfig.rootDir);
      logger.info(
        `Load-test API on for the demo, its token in ${DEMO_TOKEN_FILE} (npm run loadtest reads it)`,
      );
    }
    // The demo is seeded before the worker and the server start: no job sees its times before they
    // are moved to now (a failure of any part leaves the platform running without it).
    await runWebProcesses({ ...env, DATABASE_URL: postgres.url, REDIS_URL: redis.url }, [stopStarted], {
      prepare: seedDemo,
    });
    logger.info(
      `Demo buyer: sign in with ${DEMO_BUYER.shownPhone} / ${DEMO_BUYER.password} and bid on a live auction; ` +
        `demo bots: DEMO_BOTS=true npm start, or the switch on the operator's live board`,
    );
  } catch (error) {
    if (error instanceof ServiceMissingError || error instanceof ConfigError) {
      console.error(`\nKimoshdi cannot start.\n${error.message}\n`);
    } else {
      console.error(error);
    }
    await stopStarted().catch(() => {});
    process.exit(1);
  }
}

async function seedDemo(deps: Deps): Promise<Prepared> {
  // The demo's operator (README, "Demo accounts"); a failure leaves the platform running without it.
  const operator = await seedDemoOperator(deps.db).then(
    (result) => {
      if (result.outcome === 'phone-taken')
        logger.warn('demo operator not created: its phone belongs to another Kimoshdi ID account');
      else logger.info({ outcome: result.outcome }, 'demo operator ready');
      return result;
    },
    (error: unknown) => logger.error({ err: error }, 'demo operator could not be created'),
  );
  // The news the demo operator published (issue 28).
  if (operator && operator.outcome !== 'phone-taken') {
    await seedDemoContent(deps.db, operator.userId).then(
      (result) => logger.info(result, 'demo news ready'),
      (error: unknown) => logger.error({ err: error }, 'demo news could not be created'),
    );
  }
  // The working-day overrides a decree makes, on the operator's calendar page (issue 28).
  if (operator && operator.outcome !== 'phone-taken') {
    await seedDemoCalendar(deps.db, operator.userId).then(
      (result) => logger.info(result, 'demo working-day overrides ready'),
      (error: unknown) => logger.error({ err: error }, 'demo working-day overrides could not be written'),
    );
  }
  // The demo's customer with orders in several states (README, "Demo accounts").
  await seedDemoCustomer(deps).then(
    (result) =>
      result.outcome === 'phone-taken'
        ? logger.warn('demo customer not created: its phone belongs to another Kimoshdi ID account')
        : logger.info(result, 'demo customer ready'),
    (error: unknown) => logger.error({ err: error }, 'demo customer could not be created'),
  );
  // The demo customer's service contract with the operator, signed with a test key (README).
  await seedDemoServiceContract(deps).then(
    (result) => logger.info(result, 'demo service contract ready'),
    (error: unknown) => logger.error({ err: error }, 'demo service contract could not be signed'),
  );
  // The demo customer's request to change the surname, waiting on the operator's desk.
  await seedDemoEditRequest(deps).then(
    (result) => logger.info(result, 'demo edit request ready'),
    (error: unknown) => logger.error({ err: error }, 'demo edit request could not be created'),
  );
  // The demo customer's order whose lot ended not held, to be put up again at once (README).
  await seedDemoRepeat(deps).then(
    (result) => logger.info(result, 'demo repeated auction ready'),
    (error: unknown) => logger.error({ err: error }, 'demo repeated auction could not be created'),
  );
  // The demo catalogue (lots at every stage relative to now); a failure leaves the platform running.
  const catalogue = await seedDemoCatalogue(deps.db).then(
    (result) => {
      logger.info(result, 'demo catalogue ready');
      return result;
    },
    (error: unknown) => logger.error({ err: error }, 'demo catalogue could not be created'),
  );
  // The demo's live auctions: bidders, the demo buyer, applications, a few bids (README).
  if (catalogue) {
    await seedDemoAuction(deps, { shiftedByMs: catalogue.outcome === 'shifted' ? catalogue.byMs : 0 }).then(
      (result) => logger.info(result, 'demo auctions ready'),
      (error: unknown) => logger.error({ err: error }, 'demo auctions could not be created'),
    );
    // The road after the close: a lot the demo buyer won, awaiting payment, and one closing soon.
    await seedDemoWins(deps).then(
      (result) => logger.info(result, 'demo wins ready'),
      (error: unknown) => logger.error({ err: error }, 'demo wins could not be created'),
    );
    // The demo buyer's saved search, with messages about the new lots it matches.
    await seedDemoSavedSearch(deps.db).then(
      (result) => logger.info(result, 'demo saved search ready'),
      (error: unknown) => logger.error({ err: error }, 'demo saved search could not be created'),
    );
    // Participants' protests: one waiting for the demo customer's answer, one lot open to protest.
    await seedDemoProtests(deps).then(
      (result) => logger.info(result, 'demo protests ready'),
      (error: unknown) => logger.error({ err: error }, 'demo protests could not be created'),
    );
  }
  // The demo customer's withdrawals from trade: two made, one lot to try (after the demo buyer exists).
  await seedDemoWithdrawal(deps).then(
    (result) => logger.info(result, 'demo withdrawals ready'),
    (error: unknown) => logger.error({ err: error }, 'demo withdrawals could not be created'),
  );
  // A lot the demo operator suspended for a review, on the "Lot reviews" desk to resume or cancel.
  await seedDemoLotReview(deps).then(
    (result) => logger.info(result, 'demo lot review ready'),
    (error: unknown) => logger.error({ err: error }, 'demo lot review could not be created'),
  );
  // The demo buyer's saved Uzcard (issue 28), bound through the local Payme stand-in.
  await seedDemoSavedCard(deps).then(
    (result) => logger.info(result, 'demo saved card ready'),
    (error: unknown) => logger.error({ err: error }, 'demo saved card could not be created'),
  );
  // Refund applications of the demo buyer on the operator's refund desk, to decide one or several.
  await seedDemoRefunds(deps).then(
    (result) => logger.info(result, 'demo refunds ready'),
    (error: unknown) => logger.error({ err: error }, 'demo refunds could not be created'),
  );
  // The lots' drawings as raster photos in every width, for srcset and link previews (last: all lots
  // exist). Left running: a first start would wait seconds for them; until each is made its lots
  // show the drawing, and a later start finds the rest. With several web processes the primary
  // keeps its connections open until they are done.
  const background = seedDemoLotPhotos(deps).then(
    (result) => logger.info(result, 'demo lot photos ready'),
    (error: unknown) => logger.error({ err: error }, 'demo lot photos could not be made'),
  );
  return { background };
}
