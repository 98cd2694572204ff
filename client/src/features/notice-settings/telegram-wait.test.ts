import { describe, expect, it } from 'vitest';
import { TELEGRAM_LINK_LIFETIME_MS, telegramWaitStep } from './telegram-wait';

const expiresAt = '2026-11-27T10:15:00.000Z';
const end = Date.parse(expiresAt);

describe('telegramWaitStep', () => {
  it('waits while the link works by the server clock', () => {
    expect(telegramWaitStep({ linked: false, expiresAt, serverNow: end - 1, waitedMs: 3_000 })).toBe(
      'waiting',
    );
  });

  it('stops once the chat is linked, even just as the link expired', () => {
    expect(telegramWaitStep({ linked: true, expiresAt, serverNow: end - 60_000, waitedMs: 0 })).toBe(
      'linked',
    );
    expect(
      telegramWaitStep({ linked: true, expiresAt, serverNow: end + 1, waitedMs: TELEGRAM_LINK_LIFETIME_MS }),
    ).toBe('linked');
  });

  it('stops at expires_at by the server clock', () => {
    expect(telegramWaitStep({ linked: false, expiresAt, serverNow: end, waitedMs: 3_000 })).toBe('expired');
  });

  it('ends after the link lifetime by the local clock when the server clock is unknown', () => {
    const wait = { linked: false, expiresAt, serverNow: null };
    expect(telegramWaitStep({ ...wait, waitedMs: TELEGRAM_LINK_LIFETIME_MS - 1 })).toBe('waiting');
    expect(telegramWaitStep({ ...wait, waitedMs: TELEGRAM_LINK_LIFETIME_MS })).toBe('expired');
  });

  it('ends after the link lifetime however far the server clock claims to be from expires_at', () => {
    expect(
      telegramWaitStep({
        linked: false,
        expiresAt,
        serverNow: end - 24 * 3_600_000,
        waitedMs: TELEGRAM_LINK_LIFETIME_MS,
      }),
    ).toBe('expired');
    expect(
      telegramWaitStep({
        linked: false,
        expiresAt: 'not an instant',
        serverNow: end,
        waitedMs: TELEGRAM_LINK_LIFETIME_MS,
      }),
    ).toBe('expired');
  });

  it('waits on an expires_at that is not an instant until the lifetime ends', () => {
    expect(telegramWaitStep({ linked: false, expiresAt: 'soon', serverNow: end, waitedMs: 0 })).toBe(
      'waiting',
    );
  });
});
