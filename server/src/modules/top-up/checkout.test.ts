import { describe, expect, it } from 'vitest';
import { checkoutUrl } from './checkout';
import type { PaymentConfig } from '../../payment-config';

const config: PaymentConfig = {
  testMode: false,
  payme: { merchantId: '5e730e8e0b852a417aa49ceb', key: 'k', subscribeUrl: 'https://checkout.paycom.uz/api' },
  click: { serviceId: '12345', merchantId: '678', secretKey: 's' },
};
const request = { userId: '42', amount: 1_500_050n, publicUrl: 'https://kimoshdi.uz' };

describe('checkoutUrl', () => {
  it('sends Payme the merchant, account, tiyin and return link in base64', () => {
    const url = checkoutUrl(config, { ...request, provider: 'payme' });
    expect(url.startsWith('https://checkout.paycom.uz/')).toBe(true);
    const decoded = Buffer.from(url.slice('https://checkout.paycom.uz/'.length), 'base64').toString('utf8');
    expect(decoded).toBe(
      'm=5e730e8e0b852a417aa49ceb;ac.user_id=42;a=1500050;c=https://kimoshdi.uz/profile/payments',
    );
  });

  it('sends Click the service, merchant, amount in sums and the user as transaction_param', () => {
    const url = new URL(checkoutUrl(config, { ...request, provider: 'click' }));
    expect(url.origin + url.pathname).toBe('https://my.click.uz/services/pay');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      service_id: '12345',
      merchant_id: '678',
      amount: '15000.50',
      transaction_param: '42',
      return_url: 'https://kimoshdi.uz/profile/payments',
    });
  });

  it('sends the browser to our own test page in test mode', () => {
    const url = checkoutUrl({ ...config, testMode: true }, { ...request, provider: 'click' });
    expect(url).toBe('/pay/test/click?user_id=42&amount=1500050&return_url=%2Fprofile%2Fpayments');
  });

  it("passes the site's language on to the test page", () => {
    const url = checkoutUrl({ ...config, testMode: true }, { ...request, provider: 'payme', lang: 'ru' });
    expect(new URL(url, 'http://x').searchParams.get('lang')).toBe('ru');
  });
});
