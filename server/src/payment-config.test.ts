import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_PAYMENT_CREDENTIALS, PAYME_SUBSCRIBE_URL, resolvePaymentConfig } from './payment-config';

const real = {
  PAYME_MERCHANT_ID: 'merchant',
  PAYME_KEY: 'payme-secret',
  CLICK_SERVICE_ID: '1',
  CLICK_MERCHANT_ID: '2',
  CLICK_SECRET_KEY: 'click-secret',
};

describe('resolvePaymentConfig', () => {
  it('is in test mode with development credentials outside production', () => {
    const resolved = resolvePaymentConfig({ NODE_ENV: 'development' });
    expect(resolved).toEqual({
      ok: true,
      config: {
        testMode: true,
        payme: {
          merchantId: DEVELOPMENT_PAYMENT_CREDENTIALS.PAYME_MERCHANT_ID,
          key: DEVELOPMENT_PAYMENT_CREDENTIALS.PAYME_KEY,
          subscribeUrl: PAYME_SUBSCRIBE_URL,
        },
        click: {
          serviceId: DEVELOPMENT_PAYMENT_CREDENTIALS.CLICK_SERVICE_ID,
          merchantId: DEVELOPMENT_PAYMENT_CREDENTIALS.CLICK_MERCHANT_ID,
          secretKey: DEVELOPMENT_PAYMENT_CREDENTIALS.CLICK_SECRET_KEY,
        },
      },
    });
  });

  it('needs every credential, and none of the development ones, outside test mode', () => {
    expect(resolvePaymentConfig({ NODE_ENV: 'production' })).toEqual({
      ok: false,
      problems: [
        'PAYME_MERCHANT_ID: required when PAYMENT_TEST_MODE is false',
        'PAYME_KEY: required when PAYMENT_TEST_MODE is false',
        'CLICK_SERVICE_ID: required when PAYMENT_TEST_MODE is false',
        'CLICK_MERCHANT_ID: required when PAYMENT_TEST_MODE is false',
        'CLICK_SECRET_KEY: required when PAYMENT_TEST_MODE is false',
      ],
    });
    const withDevKey = resolvePaymentConfig({
      NODE_ENV: 'development',
      PAYMENT_TEST_MODE: 'false',
      ...real,
      PAYME_KEY: DEVELOPMENT_PAYMENT_CREDENTIALS.PAYME_KEY,
    });
    expect(withDevKey).toEqual({
      ok: false,
      problems: ['PAYME_KEY: the development value works in test mode only'],
    });
    const production = resolvePaymentConfig({ NODE_ENV: 'production', ...real });
    expect(production).toMatchObject({
      ok: true,
      config: { testMode: false, payme: { key: 'payme-secret' } },
    });
  });

  it('refuses test payments in production, even with real credentials', () => {
    expect(resolvePaymentConfig({ NODE_ENV: 'production', PAYMENT_TEST_MODE: 'true', ...real })).toEqual({
      ok: false,
      problems: ['PAYMENT_TEST_MODE: test payments are refused in production'],
    });
  });
});
