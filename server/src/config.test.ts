import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_METRICS_TOKEN, loadConfig } from './config';

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
  ])('names what is wrong: %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('the metrics token', () => {
  const production = {
    ...required,
    NODE_ENV: 'production',
    CSRF_SECRET: 'a-production-csrf-secret',
    ID_CLIENT_SECRET: 'a-production-client-secret',
    ID_COOKIE_KEYS: 'a-production-cookie-key',
    PAYMENT_TEST_MODE: 'true',
    SMS_TRANSPORT: 'gateway',
    SMS_GATEWAY_URL: 'https://notify.eskiz.uz',
    SMS_GATEWAY_EMAIL: 'sms@kimoshdi.uz',
    SMS_GATEWAY_PASSWORD: 'a-gateway-password',
    MAIL_TRANSPORT: 'smtp',
    SMTP_URL: 'smtp://mail.kimoshdi.uz:587',
    MAIL_FROM: 'no-reply@kimoshdi.uz',
  };

  it.each([
    ['development, on the main port', required, DEVELOPMENT_METRICS_TOKEN],
    [
      'development, a token of its own',
      { ...required, METRICS_TOKEN: 'a-token-of-my-own' },
      'a-token-of-my-own',
    ],
    ['a port of its own: none', { ...required, METRICS_PORT: '9464' }, undefined],
    ['production, a port of its own', { ...production, METRICS_PORT: '9464' }, undefined],
    ['production, a token', { ...production, METRICS_TOKEN: 'a-production-token' }, 'a-production-token'],
    [
      'production, both',
      { ...production, METRICS_PORT: '9464', METRICS_TOKEN: 'a-production-token' },
      'a-production-token',
    ],
  ])('%s', (_name, env, token) => {
    expect(loadConfig(env).metricsToken).toBe(token);
  });

  it.each([
    [{ ...production }, /METRICS_TOKEN: set a token of your own, or METRICS_PORT/],
    [
      { ...production, METRICS_TOKEN: DEVELOPMENT_METRICS_TOKEN },
      /METRICS_TOKEN: set a token of your own in production/,
    ],
    [{ ...required, METRICS_TOKEN: 'short' }, /METRICS_TOKEN/],
  ])('refuses %j', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
