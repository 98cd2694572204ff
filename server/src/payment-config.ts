/**
 * Payment provider settings. In test mode (the default outside production) top-ups go through our
 * own "pay in test mode" page, and the merchant endpoints accept development credentials that are
 * public in this repository; outside test mode every credential must be set, and to a value of
 * its own, or the process does not start. Production never runs in test mode: anyone could top up
 * a balance on the test page.
 */
export interface PaymentConfig {
  testMode: boolean;
  /**
   * `subscribeUrl`: Payme's Subscribe API (saved cards). Outside test mode Payme's own
   * (`https://checkout.paycom.uz/api`; its test server `https://checkout.test.paycom.uz/api`); in
   * test mode saved cards go to the local stand-in and this is not called.
   */
  payme: { merchantId: string; key: string; subscribeUrl: string };
  click: { serviceId: string; merchantId: string; secretKey: string };
}

export interface PaymentEnv {
  NODE_ENV: 'development' | 'production' | 'test';
  PAYMENT_TEST_MODE?: 'true' | 'false';
  PAYME_MERCHANT_ID?: string;
  PAYME_KEY?: string;
  PAYME_SUBSCRIBE_URL?: string;
  CLICK_SERVICE_ID?: string;
  CLICK_MERCHANT_ID?: string;
  CLICK_SECRET_KEY?: string;
}

/** Development credentials: good for test mode only. */
export const DEVELOPMENT_PAYMENT_CREDENTIALS = {
  PAYME_MERCHANT_ID: 'kimoshdi-test-merchant',
  PAYME_KEY: 'kimoshdi-test-payme-key',
  CLICK_SERVICE_ID: '10001',
  CLICK_MERCHANT_ID: '20001',
  CLICK_SECRET_KEY: 'kimoshdi-test-click-secret',
} as const;

/** Payme's Subscribe API (saved cards) in production. */
export const PAYME_SUBSCRIBE_URL = 'https://checkout.paycom.uz/api';

type CredentialName = keyof typeof DEVELOPMENT_PAYMENT_CREDENTIALS;

export function resolvePaymentConfig(
  env: PaymentEnv,
): { ok: true; config: PaymentConfig } | { ok: false; problems: string[] } {
  const testMode = env.PAYMENT_TEST_MODE ? env.PAYMENT_TEST_MODE === 'true' : env.NODE_ENV !== 'production';
  const problems: string[] = [];
  if (testMode && env.NODE_ENV === 'production') {
    problems.push('PAYMENT_TEST_MODE: test payments are refused in production');
  }
  const value = (name: CredentialName): string => {
    const given = env[name];
    if (testMode) return given ?? DEVELOPMENT_PAYMENT_CREDENTIALS[name];
    if (!given) problems.push(`${name}: required when PAYMENT_TEST_MODE is false`);
    else if (given === DEVELOPMENT_PAYMENT_CREDENTIALS[name]) {
      problems.push(`${name}: the development value works in test mode only`);
    }
    return given ?? '';
  };
  const config: PaymentConfig = {
    testMode,
    payme: {
      merchantId: value('PAYME_MERCHANT_ID'),
      key: value('PAYME_KEY'),
      subscribeUrl: env.PAYME_SUBSCRIBE_URL ?? PAYME_SUBSCRIBE_URL,
    },
    click: {
      serviceId: value('CLICK_SERVICE_ID'),
      merchantId: value('CLICK_MERCHANT_ID'),
      secretKey: value('CLICK_SECRET_KEY'),
    },
  };
  return problems.length ? { ok: false, problems } : { ok: true, config };
}
