import { unknownBankProblem } from './bank-transfer-config';
import { ConfigError, type Config } from './config';
import { BANKS } from './db/seed/data/banks';
import { createDatabase, type Database } from './db/database';
import { createReadDatabase, type ReadDatabase } from './db/read-database';
import { createQueues, type Queues } from './redis/queues';
import type { Health } from './lib/health';
import type { Logger } from './lib/logger';
import { createApplicationService } from './modules/application/application.service';
import { createCurrentAuctions } from './modules/application';
import { createTrackRecords } from './modules/track-record';
import { createAuctionRuntime, type AuctionRuntime } from './modules/auction/auction.runtime';
import { createCabinetService } from './modules/cabinet/cabinet.service';
import { createConsentService } from './modules/consent/consent.service';
import { createTrustedRoots } from './modules/consent/esign/trusted-roots';
import { createAuthService } from './modules/auth/auth.service';
import { createAuthTokenService } from './modules/auth/auth-token.service';
import { createContactService } from './modules/contact/contact.service';
import { createDictionaryService } from './modules/dictionary/dictionary.service';
import { createFileService } from './modules/file/file.service';
import { createCustomerOrderService } from './modules/order/customer-order.service';
import { fileStorageFromConfig } from './modules/file/storage/storage-from-config';
import { createIdentityService } from './modules/identity/identity.service';
import { createContactCodes } from './modules/cabinet/contact-codes';
import { IDENTITY_LIMITS } from './modules/identity/identity.limits';
import { createProfileEditService } from './modules/cabinet/profile-edit.service';
import { createLedgerService } from './modules/ledger/ledger.service';
import { createLotListCache, type LotListCache } from './modules/lot/lot-list.cache';
import { createMessageRecorder } from './modules/outbox/delivery';
import { createMessageTransports, type MessageTransports } from './modules/outbox/transports';
import type { Bot } from 'grammy';
import { createClickService } from './modules/top-up/click/click.service';
import { createPaymeService } from './modules/top-up/payme/payme.service';
import { createSavedCardService, subscribeClientFromConfig } from './modules/top-up';
import { createRefundService } from './modules/refund/refund.service';
import { createEditRequestService } from './modules/edit-request';
import { setMessageRecorder } from './modules/outbox/outbox';
import { createEndedSessionsBus } from './modules/session/ended-sessions.bus';
import { createSessionService } from './modules/session/session.service';
import { createUserOrderService } from './modules/user-order/user-order.service';
import { createVisitorsService } from './modules/visitors/visitors.service';
import { createChallenges, createFreeUses } from './lib/challenge';
import { createRedis, type Redis } from './redis/connection';
import { createKeys, type Keys } from './redis/keys';
import { createOperations } from './operations';
import { createBlacklistService } from './modules/blacklist';
import { createFavouriteService } from './modules/favourite';
import { createLotService, createSitemapService } from './modules/lot';
import { createProtocolDesk, createProtocolService } from './modules/protocol';
import { createProtestService } from './modules/protest';
import { createLoadtestService } from './modules/loadtest';
import { createExportService } from './modules/export';
import { createContentService } from './modules/content';
import { createDebtService } from './modules/ledger';
import { createModerationDesk, createOrderActions, createOrderService } from './modules/order';
import { createWithdrawalService } from './modules/withdrawal';
import { createLotReviewDesk } from './modules/lot-review';
import { createTestEimzo } from './modules/consent';
import { createServiceContractService } from './modules/service-contract';
import { createDevOutbox } from './modules/outbox';
import { createPasswordService } from './modules/user';
import { createProviderStore } from './modules/identity';
import { annulSale, createBuyerWinlots } from './modules/winlot';
import { createAuctionDesk, createAuctionReads, demoBotsSwitch, lifecycleContext } from './modules/auction';
import { createSavedSearchService } from './modules/saved-search';
import { createCalendarService, type CalendarService } from './modules/calendar';
import {
  configureNoticeLinks,
  createNoticeSettings,
  createPersonNotices,
  createTelegramBot,
  createTelegramLinking,
  createPushDevices,
  type PushDevices,
  type TelegramLinking,
} from './modules/notification';

/** Everything a process holds open, built once and passed down (tests build their own). */
export interface Deps {
  config: Config;
  logger: Logger;
  db: Database;
  /**
   * The reads that tolerate a second of lag (catalogue, cabinet lists, bid log, exports): read
   * replicas when DATABASE_READ_URLS names some, else `db` itself (db/read-database.ts).
   */
  reads: ReadDatabase;
  redis: Redis;
  /** BullMQ's connection: it must not retry commands per request, unlike ours. */
  bullRedis: Redis;
  keys: Keys;
  queues: Queues;
  /** The SMS gateway and mail server this process sends through; a channel without one: the outbox. */
  messageTransports: MessageTransports;
  /** The Telegram bot when a token is configured (its updates: worker.ts, http/telegram). */
  telegramBot: Bot | undefined;
  services: ReturnType<typeof createServices>;
  /** The public lot list's few seconds of memory (modules/lot/lot-list.cache.ts). */
  lotListCache: LotListCache;
  /** The live auction: engine, broadcaster, presence, game reads (modules/auction). */
  auction: AuctionRuntime;
  /** Readiness (/readyz) and the switch shutdown turns (operations.ts). */
  health: Health;
  /**
   * The BHM history and the working-day overrides (modules/calendar): loaded by prepareDeployment
   * and worker.ts, refreshed every few seconds until close().
   */
  calendar: CalendarService;
  close(): Promise<void>;
}

function createServices(
  config: Config,
  logger: Logger,
  db: Database,
  readDb: Database,
  redis: Redis,
  keys: Keys,
  queues: Queues,
  auction: AuctionRuntime,
  telegram: TelegramLinking,
  pushDevices: PushDevices,
) {
  // Uzcard and Humo cards bound through Payme's Subscribe API (issue 28); refunds pick them too.
  const savedCards = createSavedCardService({
    db,
    subscribe: subscribeClientFromConfig({ config: config.payments, db, redis, keys }),
    logger,
  });
  const sessions = createSessionService(db, {
    bus: createEndedSessionsBus(redis, keys.sessionsEnded, logger),
  });
  // The roots every e-signature must chain to: the offer's and the service contract's alike.
  const esignRoots = createTrustedRoots({
    db,
    mode: config.esignMode,
    pemFile: config.ESIGN_TRUSTED_ROOTS,
    logger,
  });
  const consent = createConsentService({
    db,
    cutoff: config.consentCutoff,
    esignMode: config.esignMode,
    roots: esignRoots,
    // Someone who withdrew may no longer bid: their auto-bids stop too, as for a bar.
    onWithdrawn: (userId) => auction.withdrawAutoBids([userId]),
  });
  // The abuse limits of codes the configuration sets (issue 24); the rest are fixed.
  const identityLimits = {
    ...IDENTITY_LIMITS,
    codesPerIpPerMinute: { points: config.ID_CODES_PER_MINUTE_PER_IP, duration: 60 },
    codesPerPrefix: { points: config.ID_CODES_PER_PREFIX_PER_HOUR, duration: 60 * 60 },
    codesPerHour: { points: config.ID_CODES_PER_HOUR, duration: 60 * 60 },
  };
  // The proof-of-work challenge (issue 24): one signer and replay guard for every form that asks for
  // it; each form counts its own free uses.
  const challenges = createChallenges({
    redis,
    redisPrefix: config.REDIS_PREFIX,
    hmacKey: config.ALTCHA_HMAC_KEY,
    maxNumber: config.ALTCHA_MAX_NUMBER,
  });
  const freeUses = (form: string) =>
    createFreeUses({
      redis,
      keyPrefix: `${config.REDIS_PREFIX}challenge-free:${form}`,
      free: config.CONTACT_CHALLENGE_AFTER,
    });
  const fileStorage = fileStorageFromConfig(config);
  const files = createFileService({ db, storage: fileStorage, uploadDir: config.FILE_UPLOAD_DIR, logger });
  const services = {
    consent,
    sessions,
    auth: createAuthService({ config, db, redis, keys, sessions, logger }),
    authTokens: createAuthTokenService(db, config.CSRF_SECRET),
    visitors: createVisitorsService({ db, redis, keys, logger }),
    dictionary: createDictionaryService(db),
    contact: createContactService({
      db,
      redis,
      redisPrefix: config.REDIS_PREFIX,
      challenge: { challenges, freeUses: freeUses('contact') },
    }),
    /** Issues the proof-of-work challenges (GET api/shop/captcha) and checks their solutions. */
    challenges,
    cabinet: createCabinetService(db, readDb),
    /** The catalogue's reads (modules/lot). */
    lots: createLotService(readDb),
    /** The sitemap's lot files (http/seo-files). */
    sitemap: createSitemapService(readDb),
    favourites: createFavouriteService(db),
    savedSearches: createSavedSearchService(db),
    /** A person's channels per topic of notice (SMS, e-mail) and the e-mails' unsubscribe. */
    noticeSettings: createNoticeSettings(db, telegram, pushDevices),
    /** Linking a Telegram chat to an account, and unlinking it (issue 27). */
    telegram,
    /** The browsers that take a person's notices by web push (issue 27). */
    pushDevices,
    /** The operator's view of a person's notices and their deliveries (issue 27). */
    personNotices: createPersonNotices(db),
    /** The dishonest-participant list's public check and a user's own bans. */
    blacklist: createBlacklistService(db),
    /** A protocol's public check by its number and code. */
    protocols: createProtocolService(db),
    /** The protocols' lists and PDFs for winners, customers and operators. */
    protocolDesk: createProtocolDesk(db, { annulSale }),
    /** An order's public preview. */
    orders: createOrderService(db),
    protests: createProtestService(db),
    /** The help pages, news and footer the operator writes (issue 28). */
    content: createContentService(db),
    withdrawals: createWithdrawalService(db),
    /** The operator's lot reviews: suspend an auction before its start, resume it or cancel its trade. */
    lotReviews: createLotReviewDesk({ db, queues }),
    /** The cabinet's change-password (Kimoshdi ID's accounts; the other sessions end). */
    passwords: createPasswordService(db, sessions),
    /** The buyer's won lots: the list, the payments, pay, refuse and the reserve winner's answer. */
    winlots: createBuyerWinlots(db, { queues, logger }),
    /** The game page's frame and chart, the bid log, the operators' board (modules/auction). */
    auctionReads: createAuctionReads({
      db,
      reads: readDb,
      redis,
      keys,
      engine: auction.engine,
      reader: auction.reader,
    }),
    /** The load-test API's accounts and lots (http/loadtest, mounted only with LOADTEST_TOKEN). */
    loadtest: createLoadtestService({ db, redis, keys, queues, auction, logger, sessions }),
    /** Pause and resume a live auction (a technical interruption). */
    auctionDesk: createAuctionDesk(lifecycleContext({ db, queues, auction, logger })),
    /** The demo's bots switch, shared by every process through Redis. */
    demoBots: demoBotsSwitch(redis, keys),
    /** Development pages (not mounted in production): the outbox, the test E-IMZO's keys. */
    devOutbox: createDevOutbox(db),
    testEimzo: createTestEimzo(db),
    /** The customers' service contracts with the operator, signed with the e-signature. */
    serviceContracts: createServiceContractService({ db, esignMode: config.esignMode, roots: esignRoots }),
    /** Kimoshdi ID's OpenID provider's storage, accounts and signing keys. */
    idProviderStore: createProviderStore(db),
    /** A customer's penalty debts: the list and paying one. */
    debts: createDebtService(db),
    ledger: createLedgerService(db),
    payme: createPaymeService({ db, config: config.payments, logger }),
    click: createClickService({ db, config: config.payments, logger }),
    /** Uzcard and Humo cards bound through Payme's Subscribe API, and top-ups from them (issue 28). */
    savedCards,
    refunds: createRefundService(db, savedCards),
    applications: createApplicationService(db, consent),
    /** The buyer's running and coming auctions: the navbar badge and "current auctions". */
    currentAuctions: createCurrentAuctions(db),
    /** The buyer's track record (achievements) and its switch for live rooms. */
    trackRecords: createTrackRecords(db),
    /** The actions on an order: send, cancel, the moderator's decisions, putting a lot up again. */
    orderActions: createOrderActions({ db, queues, consent }),
    /** The operator's moderation desk: the queue, one order, approve, return, reject. */
    moderationDesk: createModerationDesk({ db, queues }),
    /** Orders' photos and documents, and where their bytes are kept (modules/file). */
    fileStorage,
    files,
    /** The customer's orders (modules/order). */
    customerOrders: createCustomerOrderService({ db, files }),
    /** Requests to change the verified fields of a profile, and the operator's desk of them. */
    editRequests: createEditRequestService(db, files),
    identity: createIdentityService({
      db,
      redis,
      redisPrefix: config.REDIS_PREFIX,
      logger,
      codeSecret: config.ID_COOKIE_KEYS,
      limits: identityLimits,
      challenges,
      challengeAfterCodes: config.ID_CHALLENGE_AFTER_CODES,
    }),
    userOrders: createUserOrderService({
      db,
      redis,
      redisPrefix: config.REDIS_PREFIX,
      codeSecret: config.ID_COOKIE_KEYS,
      consent,
    }),
    profileEdit: createProfileEditService(
      db,
      createContactCodes({
        db,
        redis,
        redisPrefix: config.REDIS_PREFIX,
        codeSecret: config.ID_COOKIE_KEYS,
        limits: identityLimits,
        challenge: { challenges, freeUses: freeUses('contact-code') },
      }),
    ),
  };
  return {
    ...services,
    /** The desks' and a person's lists as CSV or XLSX files, streamed (GET api/shop/export). */
    exports: createExportService({
      // Exports only count and stream: with read replicas, the desks' reads made on the read instance.
      services:
        readDb === db
          ? services
          : {
              refunds: createRefundService(readDb, savedCards),
              cabinet: services.cabinet,
              protocolDesk: createProtocolDesk(readDb, { annulSale }),
              protests: createProtestService(readDb),
              moderationDesk: createModerationDesk({ db: readDb, queues }),
              editRequests: createEditRequestService(readDb, files),
              lotReviews: createLotReviewDesk({ db: readDb, queues }),
            },
      redis,
      redisPrefix: config.REDIS_PREFIX,
    }),
  };
}

export function createDeps(config: Config, logger: Logger): Deps {
  const bankProblem = unknownBankProblem(
    config.bankTransfer,
    BANKS.map((bank) => bank.mfo),
  );
  if (bankProblem) throw new ConfigError(`invalid configuration:\n  ${bankProblem}`);
  const db = createDatabase(
    config.DATABASE_URL,
    config.DATABASE_POOL_SIZE,
    (error) => logger.warn({ err: error }, 'an idle PostgreSQL connection failed'),
    { namedStatements: config.DATABASE_NAMED_STATEMENTS },
  );
  const reads = createReadDatabase({
    primary: db,
    urls: config.DATABASE_READ_URLS ?? [],
    maxLagMs: config.DATABASE_READ_MAX_LAG_MS,
    poolSize: config.DATABASE_POOL_SIZE,
    namedStatements: config.DATABASE_NAMED_STATEMENTS,
    logger,
  });
  const redisTarget = { url: config.REDIS_URL, cluster: config.redisCluster };
  const redis = createRedis(redisTarget, 'commands');
  const bullRedis = createRedis(redisTarget, 'bullmq');
  for (const [name, connection] of [
    ['redis', redis],
    ['bullmq redis', bullRedis],
  ] as const) {
    connection.on('error', (error: Error) => logger.warn({ err: error }, `${name} connection error`));
  }
  const keys = createKeys(config.REDIS_PREFIX, { cluster: config.redisCluster !== undefined });
  const queues = createQueues(bullRedis, keys, { messageRetryMs: config.messaging.retryMs });
  // A queue passes on its connection's errors, which the connection's listener above logs already;
  // without a listener BullMQ would print each one to stderr, outside the JSON log.
  for (const queue of [queues.maintenance, queues.auction, queues.messages]) {
    queue.on('error', (error) => logger.debug({ err: error, queue: queue.name }, 'queue error'));
  }
  // sendSms/sendEmail record the message in the caller's transaction: delivered at once to the
  // development outbox for a channel without a transport (bodies logged outside production),
  // queued for the worker otherwise (modules/outbox/messages.jobs.ts).
  const telegram = createTelegramLinking(db, config.messaging.telegram);
  const pushDevices = createPushDevices(db, config.messaging.push, {
    production: config.NODE_ENV === 'production',
  });
  // A chat that blocked the bot is unlinked when a message to it is refused; a device whose push
  // service dropped it is removed.
  const messageTransports = createMessageTransports(
    config.messaging,
    logger,
    async (chatId) => {
      await telegram.unlinkChat(chatId);
    },
    pushDevices,
  );
  // Notices by SMS and e-mail link to the platform's pages; their unsubscribe links are signed.
  configureNoticeLinks({
    baseUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    secret: config.CSRF_SECRET,
  });
  setMessageRecorder(
    createMessageRecorder({
      keptInOutbox: {
        sms: !messageTransports.sms,
        email: !messageTransports.email,
        telegram: !messageTransports.telegram,
        push: !messageTransports.push,
      },
      logger,
      logBodies: config.NODE_ENV !== 'production',
    }),
  );
  const lotListCache = createLotListCache({
    databaseUrl: config.DATABASE_URL,
    ttlMs: config.LOT_LIST_CACHE_MS ?? (config.NODE_ENV === 'test' ? 0 : 2_000),
    logger,
  });
  const auction = createAuctionRuntime({ config, db, redis, keys, logger });
  const operations = createOperations({ db, redis, keys, queues, logger, needsWorker: !config.RUN_WORKER });
  const calendar = createCalendarService(db, logger);
  return {
    config,
    logger,
    db,
    reads,
    redis,
    bullRedis,
    keys,
    queues,
    messageTransports,
    telegramBot:
      config.messaging.telegram.transport === 'bot'
        ? createTelegramBot(config.messaging.telegram, telegram, logger)
        : undefined,
    services: createServices(
      config,
      logger,
      db,
      reads.db,
      redis,
      keys,
      queues,
      auction,
      telegram,
      pushDevices,
    ),
    lotListCache,
    auction,
    health: operations.health,
    calendar,
    async close() {
      operations.close();
      calendar.stop();
      await auction.close();
      await queues.close();
      await Promise.all([messageTransports.sms?.close(), messageTransports.email?.close()]);
      await lotListCache.close();
      await Promise.allSettled([redis.quit(), bullRedis.quit()]);
      await reads.close();
      await db.destroy();
    },
  };
}
