import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CodeSent } from '@kimoshdi/shared';
import type * as SentCodesModule from './sent-codes';
import type * as UserStoreModule from '../../lib/user-store';

/**
 * The sent codes kept in the tab's sessionStorage: a reload (a fresh module over the same storage)
 * still shows the code within its pause, the pause over it is dropped, and storage that is broken,
 * full of junk or missing never throws. The browser side is tests/browser/one-click.test.ts.
 */
type SentCodes = typeof SentCodesModule;
type UserStore = typeof UserStoreModule;

const KEY = 'kimoshdi.sentCodes';
const answer: CodeSent = {
  channels: ['sms'],
  sent_to: [{ channel: 'sms', to: '+998 90 *** ** 67' }],
  resend_in_s: 60,
  expires_in_s: 180,
};

let items: Map<string, string>;
const tabStorage = {
  getItem: (key: string) => items.get(key) ?? null,
  setItem: (key: string, value: string) => void items.set(key, value),
  removeItem: (key: string) => void items.delete(key),
};

/** The module as a reload gives it: its own memory empty, the tab's storage as it was. */
async function reloaded(): Promise<{ codes: SentCodes; users: UserStore }> {
  vi.resetModules();
  return { codes: await import('./sent-codes'), users: await import('../../lib/user-store') };
}

beforeAll(() => {
  vi.stubGlobal('document', { cookie: `user=${encodeURIComponent('{"name":"A","user_name":"alisher"}')}` });
});

beforeEach(() => {
  items = new Map();
  vi.stubGlobal('window', { sessionStorage: tabStorage });
  vi.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
});

afterEach(() => {
  vi.useRealTimers();
});

afterAll(() => {
  vi.unstubAllGlobals();
});

describe('sent codes in the tab', () => {
  it('survive a reload within the resend pause, with the time left', async () => {
    (await reloaded()).codes.rememberCodeSent('buy:7:2', answer);
    vi.setSystemTime(1_020_000);
    const { codes } = await reloaded();
    expect(codes.codeSentBefore('buy:7:2')).toEqual({ ...answer, resend_in_s: 40, expires_in_s: 160 });
    expect(codes.codeSentBefore('buy:7:3')).toBeNull();
  });

  it('are dropped once the pause is over, at the next write', async () => {
    const { codes } = await reloaded();
    codes.rememberCodeSent('buy:7:2', answer);
    vi.setSystemTime(1_060_000);
    expect(codes.codeSentBefore('buy:7:2')).toBeNull();
    codes.rememberCodeSent('cancel:5', answer);
    expect(JSON.parse(items.get(KEY) ?? '[]')).toEqual([
      { key: 'alisher|cancel:5', sent: answer, at: 1_060_000 },
    ]);
  });

  it('forgets a used code, and the storage key when nothing is left', async () => {
    const { codes } = await reloaded();
    codes.rememberCodeSent('buy:7:2', answer);
    codes.forgetCodeSent('buy:7:2');
    expect(codes.codeSentBefore('buy:7:2')).toBeNull();
    expect(items.has(KEY)).toBe(false);
  });

  it("are the signed-in person's: another user in the same tab is sent a code of their own", async () => {
    const { codes, users } = await reloaded();
    codes.rememberCodeSent('buy:7:2', answer);
    users.useUserStore.setState({ user: { name: 'B', user_name: 'bobur', percentage: 100 } });
    expect(codes.codeSentBefore('buy:7:2')).toBeNull();
  });

  it.each([
    ['not JSON', '{"key":'],
    ['not a list', '{"key":"alisher|buy:7:2"}'],
    ['an entry of another shape', JSON.stringify([{ key: 'alisher|buy:7:2', at: 1_000_000, sent: {} }])],
    ['a time that is not a number', JSON.stringify([{ key: 'alisher|buy:7:2', at: 'now', sent: answer }])],
  ])('read %s as nothing kept', async (_case, stored) => {
    items.set(KEY, stored);
    const { codes } = await reloaded();
    expect(codes.codeSentBefore('buy:7:2')).toBeNull();
    codes.rememberCodeSent('buy:7:2', answer);
    expect(codes.codeSentBefore('buy:7:2')).toEqual(answer);
  });

  it('never throw when storage is unavailable', async () => {
    const refuse = () => {
      throw new Error('SecurityError');
    };
    vi.stubGlobal('window', { sessionStorage: { getItem: refuse, setItem: refuse, removeItem: refuse } });
    const { codes } = await reloaded();
    expect(() => codes.rememberCodeSent('buy:7:2', answer)).not.toThrow();
    expect(codes.codeSentBefore('buy:7:2')).toBeNull();
    expect(() => codes.forgetCodeSent('buy:7:2')).not.toThrow();
  });
});
