import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

const production = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/kimoshdi',
  REDIS_URL: 'redis://127.0.0.1:6379',
  CSRF_SECRET: 'a-production-csrf-secret',
  ID_CLIENT_SECRET: 'a-production-client-secret',
  ID_COOKIE_KEYS: 'a-production-cookie-key,an-older-cookie-key',
  // Production pays through the providers, with credentials of its own.
  PAYME_MERCHANT_ID: 'a-production-merchant',
  PAYME_KEY: 'a-production-payme-key',
  CLICK_SERVICE_ID: '30001',
  CLICK_MERCHANT_ID: '40001',
  CLICK_SECRET_KEY: 'a-production-click-secret',
  METRICS_TOKEN: 'a-production-metrics-token',
  ALTCHA_HMAC_KEY: 'a-production-altcha-key',
  SMS_TRANSPORT: 'gateway',
  SMS_GATEWAY_URL: 'https://notify.eskiz.uz',
  SMS_GATEWAY_EMAIL: 'sms@kimoshdi.uz',
  SMS_GATEWAY_PASSWORD: 'a-gateway-password',
  MAIL_TRANSPORT: 'smtp',
  SMTP_URL: 'smtp://mail.kimoshdi.uz:587',
  MAIL_FROM: 'no-reply@kimoshdi.uz',
};

describe('Kimoshdi ID configuration', () => {
  it('works in development with its development defaults', () => {
    const config = loadConfig({ DATABASE_URL: production.DATABASE_URL, REDIS_URL: production.REDIS_URL });
    expect(config.ID_CLIENT_ID).toBe('kimoshdi-shop');
    expect(config.ID_COOKIE_KEYS).toMatch(/^development-only/);
  });

  it('accepts secrets of its own in production', () => {
    expect(loadConfig(production).ID_COOKIE_KEYS).toBe('a-production-cookie-key,an-older-cookie-key');
  });

  it.each(['ID_CLIENT_SECRET', 'ID_COOKIE_KEYS'])('refuses the development %s in production', (name) => {
    const env: Record<string, string> = { ...production };
    delete env[name];
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}: set a secret of your own`));
  });
});
