import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_ATTRIBUTION, DEFAULT_MAP_TILES } from '@kimoshdi/shared/domain/map/tile-source';
import { ConfigError, DEVELOPMENT_METRICS_TOKEN, loadConfig } from './config';
import { DEMO_BANK_TRANSFER_ACCOUNT, unknownBankProblem } from './bank-transfer-config';
import { BANKS } from './db/seed/data/banks';

const required = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/kimoshdi',
  REDIS_URL: 'redis://127.0.0.1:6379',
};

describe('loadConfig', () => {
  it('fills the defaults', () => {
    const config = loadConfig(required);
    expect(config).toMatchObject({
      PORT: 3000,
      NODE_ENV: 'development',
      REDIS_PREFIX: 'kim:',
      RUN_WORKER: true,
      MIGRATE_AT_START: true,
    });
    expect(config.CLIENT_DIST).toMatch(/client[/\\]dist$/);
    // Orders' files on the local disk under .data (git-ignored) unless S3 is chosen.
    expect(config.FILE_STORAGE).toBe('local');
    expect(config.FILE_STORAGE_DIR).toMatch(/\.data[/\\]files$/);
  });

  it.each([
    [{}, /DATABASE_URL[\s\S]*REDIS_URL/],
    [{ ...required, DATABASE_URL: 'mysql://x/y' }, /DATABASE_URL/],
    [{ ...required, REDIS_URL: 'http://x' }, /REDIS_URL/],
    [{ ...required, PORT: '70000' }, /PORT/],
    [{ ...required, NODE_ENV: 'staging' }, /NODE_ENV/],
    [{ ...required, RUN_WORKER: 'yes' }, /RUN_WORKER/],
    [{ ...required, FILE_STORAGE: 'ftp' }, /FILE_STORAGE/],
    [{ ...required, FILE_STORAGE: 's3', S3_BUCKET: 'kim' }, /S3_ACCESS_KEY[\s\S]*S3_SECRET_KEY/],
    [{ ...required, REDIS_PREFIX: '' }, /REDIS_PREFIX/],
    [{ ...required, REDIS_PREFIX: 'kim:{a}:' }, /REDIS_PREFIX/],
    [{ ...required, REDIS_PREFIX: 'kim prod:' }, /REDIS_PREFIX/],
    [{ ...required, MIGRATE_AT_START: 'no' }, /MIGRATE_AT_START/],
    [
      { ...required, IDP: 'oneid', ONEID_CLIENT_ID: 'kimoshdi' },
      /ONEID_CLIENT_SECRET: required when IDP=oneid/,
    ],
  ])('names what is wrong: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

/** A production configuration that starts: every secret and credential of its own. */
const production = {
  ...required,
  NODE_ENV: 'production',
  CSRF_SECRET: 'a-production-csrf-secret',
  ID_CLIENT_SECRET: 'a-production-client-secret',
  ID_COOKIE_KEYS: 'a-production-cookie-key,an-older-cookie-key',
  PAYME_MERCHANT_ID: 'a-production-merchant',
  PAYME_KEY: 'a-production-payme-key',
  CLICK_SERVICE_ID: '30001',
  CLICK_MERCHANT_ID: '40001',
  CLICK_SECRET_KEY: 'a-production-click-secret',
  SMS_TRANSPORT: 'gateway',
  SMS_GATEWAY_URL: 'https://notify.eskiz.uz',
  SMS_GATEWAY_EMAIL: 'sms@kimoshdi.uz',
  SMS_GATEWAY_PASSWORD: 'a-gateway-password',
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtp://mail.kimoshdi.uz:587',
  MAIL_FROM: 'no-reply@kimoshdi.uz',
  METRICS_TOKEN: 'a-production-metrics-token',
  ALTCHA_HMAC_KEY: 'a-production-altcha-key',
};

describe('loadConfig in production', () => {
  it('starts with secrets and credentials of its own', () => {
    expect(loadConfig(production)).toMatchObject({ NODE_ENV: 'production', payments: { testMode: false } });
  });

  it.each([
    ['the development CSRF secret', { CSRF_SECRET: undefined }, /CSRF_SECRET: set a secret of your own/],
    ['the development client secret', { ID_CLIENT_SECRET: undefined }, /ID_CLIENT_SECRET: set a secret/],
    ['the development cookie key', { ID_COOKIE_KEYS: undefined }, /ID_COOKIE_KEYS: set a secret/],
    ['the development challenge key', { ALTCHA_HMAC_KEY: undefined }, /ALTCHA_HMAC_KEY: set a secret/],
    [
      'the development cookie key kept as an older key',
      { ID_COOKIE_KEYS: 'a-production-cookie-key,development-only-id-cookie-key' },
      /ID_COOKIE_KEYS: set a secret/,
    ],
    ['test payments', { PAYMENT_TEST_MODE: 'true' }, /PAYMENT_TEST_MODE: test payments are refused/],
    [
      'a development payment key',
      { PAYME_KEY: 'kimoshdi-test-payme-key' },
      /PAYME_KEY: the development value/,
    ],
    ['test signatures', { ESIGN_MODE: 'test' }, /ESIGN_MODE: test signatures are refused/],
    ['the SMS outbox', { SMS_TRANSPORT: 'outbox' }, /SMS_TRANSPORT: the outbox sends no SMS/],
  ])('refuses %s', (_what, change, message) => {
    const env = Object.fromEntries(
      Object.entries({ ...production, ...change }).filter(([, value]) => value !== undefined),
    );
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('the metrics token', () => {
  // Production as above, but with neither a metrics token nor a metrics port.
  const { METRICS_TOKEN: _token, ...unmetered } = production;

  it.each([
    ['development, on the main port', required, DEVELOPMENT_METRICS_TOKEN],
    [
      'development, a token of its own',
      { ...required, METRICS_TOKEN: 'a-token-of-my-own' },
      'a-token-of-my-own',
    ],
    ['a port of its own: none', { ...required, METRICS_PORT: '9464' }, undefined],
    ['production, a port of its own', { ...unmetered, METRICS_PORT: '9464' }, undefined],
    ['production, a token', { ...unmetered, METRICS_TOKEN: 'a-production-token' }, 'a-production-token'],
    [
      'production, both',
      { ...unmetered, METRICS_PORT: '9464', METRICS_TOKEN: 'a-production-token' },
      'a-production-token',
    ],
  ])('%s', (_name, env, token) => {
    expect(loadConfig(env).metricsToken).toBe(token);
  });

  it.each([
    [{ ...unmetered }, /METRICS_TOKEN: set a token of your own, or METRICS_PORT/],
    [
      { ...unmetered, METRICS_TOKEN: DEVELOPMENT_METRICS_TOKEN },
      /METRICS_TOKEN: set a token of your own in production/,
    ],
    [{ ...required, METRICS_TOKEN: 'short' }, /METRICS_TOKEN/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('the bank transfer account', () => {
  const account = {
    BANK_TRANSFER_RECIPIENT: 'AUKSION SAVDO MCHJ',
    BANK_TRANSFER_STIR: '301234567',
    BANK_TRANSFER_MFO: '00873',
    BANK_TRANSFER_ACCOUNT: '20208000400987654321',
  };

  it('is the demonstration account outside production when none is set', () => {
    expect(loadConfig(required).bankTransfer).toEqual({
      recipient: DEMO_BANK_TRANSFER_ACCOUNT.BANK_TRANSFER_RECIPIENT,
      stir: DEMO_BANK_TRANSFER_ACCOUNT.BANK_TRANSFER_STIR,
      mfo: DEMO_BANK_TRANSFER_ACCOUNT.BANK_TRANSFER_MFO,
      account: DEMO_BANK_TRANSFER_ACCOUNT.BANK_TRANSFER_ACCOUNT,
      creditDays: 1,
      demo: true,
    });
  });

  it('is off in production when none is set', () => {
    expect(loadConfig(production).bankTransfer).toBeUndefined();
  });

  it.each([
    ['development', required],
    ['production', production],
  ])('is the configured one in %s', (_name, base) => {
    expect(loadConfig({ ...base, ...account, BANK_TRANSFER_CREDIT_DAYS: '3' }).bankTransfer).toEqual({
      recipient: 'AUKSION SAVDO MCHJ',
      stir: '301234567',
      mfo: '00873',
      account: '20208000400987654321',
      creditDays: 3,
      demo: false,
    });
  });

  it.each([
    [
      'a partial set',
      { BANK_TRANSFER_RECIPIENT: 'AUKSION SAVDO MCHJ', BANK_TRANSFER_MFO: '00873' },
      /BANK_TRANSFER_STIR: required with BANK_TRANSFER_RECIPIENT, BANK_TRANSFER_MFO[\s\S]*BANK_TRANSFER_ACCOUNT: required/,
    ],
    ['a STIR of 8 digits', { ...account, BANK_TRANSFER_STIR: '30123456' }, /BANK_TRANSFER_STIR: 9 digits/],
    ['an MFO with a letter', { ...account, BANK_TRANSFER_MFO: '0087A' }, /BANK_TRANSFER_MFO: 5 digits/],
    [
      'an account of 19 digits',
      { ...account, BANK_TRANSFER_ACCOUNT: '2020800040098765432' },
      /BANK_TRANSFER_ACCOUNT: 20 digits/,
    ],
    ['a blank recipient', { ...account, BANK_TRANSFER_RECIPIENT: '  ' }, /BANK_TRANSFER_RECIPIENT/],
    ['no credit days', { ...account, BANK_TRANSFER_CREDIT_DAYS: '0' }, /BANK_TRANSFER_CREDIT_DAYS/],
  ])('refuses %s', (_what, change, message) => {
    expect(() => loadConfig({ ...required, ...change })).toThrow(ConfigError);
    expect(() => loadConfig({ ...required, ...change })).toThrow(message);
  });

  it('refuses the demonstration account in production', () => {
    expect(() => loadConfig({ ...production, ...DEMO_BANK_TRANSFER_ACCOUNT })).toThrow(
      /BANK_TRANSFER_ACCOUNT: the demonstration account is refused in production/,
    );
  });

  it('must name a bank of the banks dictionary, checked where the services are made', () => {
    const mfos = BANKS.map((bank) => bank.mfo);
    const configured = loadConfig({ ...required, ...account }).bankTransfer;
    expect(unknownBankProblem(configured, mfos)).toBeUndefined();
    expect(unknownBankProblem(loadConfig(required).bankTransfer, mfos)).toBeUndefined();
    expect(unknownBankProblem(loadConfig(production).bankTransfer, mfos)).toBeUndefined();
    const unknown = loadConfig({ ...required, ...account, BANK_TRANSFER_MFO: '99999' }).bankTransfer;
    expect(unknownBankProblem(unknown, mfos)).toMatch(/BANK_TRANSFER_MFO: no bank with MFO 99999/);
  });
});

describe('the map tiles', () => {
  const OWN = 'https://tiles.example.uz/{z}/{x}/{y}.png';
  it('are OpenStreetMap public tiles, credited, when nothing is set', () => {
    expect(loadConfig(required).mapTiles).toEqual({
      url: DEFAULT_MAP_TILES,
      attribution: DEFAULT_MAP_ATTRIBUTION,
    });
  });

  it('are read at run time from MAP_TILES_URL and MAP_TILES_ATTRIBUTION', () => {
    const config = loadConfig({ ...required, MAP_TILES_URL: OWN, MAP_TILES_ATTRIBUTION: '&copy; Example' });
    expect(config.mapTiles).toEqual({ url: OWN, attribution: '&copy; Example' });
  });

  it('still take the older VITE_MAP_TILES, MAP_TILES_URL first', () => {
    expect(loadConfig({ ...required, VITE_MAP_TILES: OWN }).mapTiles.url).toBe(OWN);
    expect(loadConfig({ ...required, VITE_MAP_TILES: OWN, MAP_TILES_URL: '' }).mapTiles.url).toBe('');
  });

  it('are none when set empty', () => {
    expect(loadConfig({ ...required, MAP_TILES_URL: '' }).mapTiles).toEqual({
      url: '',
      attribution: DEFAULT_MAP_ATTRIBUTION,
    });
  });
});
