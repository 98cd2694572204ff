import { describe, expect, it } from 'vitest';
import { MASKED_EMAIL, MASKED_PHONE, maskPersonalText, scrubReport } from './scrub-report';

describe('maskPersonalText', () => {
  it.each([
    ['code sent to +998901234567', `code sent to ${MASKED_PHONE}`],
    ['code sent to +998 90 123-45-67.', `code sent to ${MASKED_PHONE}.`],
    ['phone (90) 123 45 67 taken', `phone ${MASKED_PHONE} taken`],
    ['998901234567', MASKED_PHONE],
    ['mail to ali.valiyev+x@mail.uz failed', `mail to ${MASKED_EMAIL} failed`],
    ['Ёзувчи@пример.уз', MASKED_EMAIL],
    ['lot 12345 at 17:05, 2026-11-28', 'lot 12345 at 17:05, 2026-11-28'],
    ['price 1 500 000', 'price 1 500 000'],
    ['no personal data', 'no personal data'],
  ])('%s', (text, masked) => {
    expect(maskPersonalText(text)).toBe(masked);
  });
});

describe('scrubReport', () => {
  const report = {
    event_id: '0123456789abcdef0123456789abcdef',
    release: 'kimoshdi@0.1.0+1234567890abcdef',
    message: 'sign-in of +998901234567 failed',
    user: { id: '7', email: 'a@b.uz', ip_address: '10.0.0.1' },
    request: {
      url: 'https://kimoshdi.uz/api/shop/auth/login?phone=998901234567',
      method: 'POST',
      data: { phone: '+998901234567', password: 'secret' },
      cookies: { sid: 'abc' },
      headers: {
        Cookie: 'sid=abc',
        Authorization: 'Bearer abc',
        'X-Forwarded-For': '10.0.0.1',
        'user-agent': 'Mozilla/5.0',
      },
    },
    exception: {
      values: [
        {
          type: 'Error',
          value: 'no user with e-mail ali@mail.uz',
          stacktrace: { frames: [{ filename: '/app/server/src/a.ts', function: 'f', lineno: 12 }] },
        },
      ],
    },
    breadcrumbs: [{ category: 'http', message: 'GET /x', data: { body: 'ali@mail.uz' } }],
  };

  it('drops cookies, credentials, the address, the person and bodies, and masks texts', () => {
    expect(scrubReport(report)).toEqual({
      event_id: report.event_id,
      release: report.release,
      message: `sign-in of ${MASKED_PHONE} failed`,
      request: {
        url: `https://kimoshdi.uz/api/shop/auth/login?phone=${MASKED_PHONE}`,
        method: 'POST',
        headers: { 'user-agent': 'Mozilla/5.0' },
      },
      exception: {
        values: [
          {
            type: 'Error',
            value: `no user with e-mail ${MASKED_EMAIL}`,
            stacktrace: { frames: [{ filename: '/app/server/src/a.ts', function: 'f', lineno: 12 }] },
          },
        ],
      },
      breadcrumbs: [{ category: 'http', message: 'GET /x' }],
    });
  });

  it('leaves the report it was given as it was', () => {
    const copy = JSON.parse(JSON.stringify(report)) as typeof report;
    scrubReport(report);
    expect(report).toEqual(copy);
  });
});
