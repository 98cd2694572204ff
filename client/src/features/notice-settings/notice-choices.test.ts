import { describe, expect, it } from 'vitest';
import type { NoticeSettings } from '@kimoshdi/shared/api/shop/notification-settings';
import { DIGEST_FREQUENCIES } from '@kimoshdi/shared/domain/notification/digest';
import { DIGEST_LABELS, digestChoice, shownChannels, topicRows } from './notice-choices';

const settings: NoticeSettings = {
  topics: [
    {
      topic: 'money',
      channels: [
        { channel: 'sms', enabled: true, available: true },
        { channel: 'email', enabled: true, available: false },
        { channel: 'telegram', enabled: true, available: false },
      ],
    },
    {
      topic: 'bars',
      channels: [
        { channel: 'sms', enabled: true, available: true },
        { channel: 'email', enabled: true, available: false },
        { channel: 'telegram', enabled: true, available: false },
      ],
    },
    {
      topic: 'orders',
      channels: [
        { channel: 'sms', enabled: false, available: true },
        { channel: 'email', enabled: true, available: false },
        { channel: 'telegram', enabled: false, available: false },
      ],
    },
    { topic: 'outbid', channels: [{ channel: 'telegram', enabled: true, available: false }] },
  ],
  contacts: { phone: '+998901234567', email: null },
  telegram: { offered: true, bot: 'kimoshdi_bot', linked: null },
  quiet_nights: true,
  digest: 'daily',
};

/** The same settings where the platform runs no Telegram bot: no outbid topic either. */
const withoutBot: NoticeSettings = {
  ...settings,
  topics: settings.topics.filter((row) => row.topic !== 'outbid'),
  telegram: { offered: false, bot: null, linked: null },
};

const shape = (rows: ReturnType<typeof topicRows>) =>
  rows.map((row) => [row.topic, row.cells.map((cell) => cell.channel)]);

describe('shownChannels', () => {
  it('counts Telegram in while the settings load, and where a bot runs', () => {
    expect(shownChannels(undefined)).toEqual(['sms', 'email', 'telegram']);
    expect(shownChannels(settings)).toEqual(['sms', 'email', 'telegram']);
  });

  it('leaves Telegram out where no bot runs', () => {
    expect(shownChannels(withoutBot)).toEqual(['sms', 'email']);
  });
});

describe('topicRows', () => {
  it('has every topic and channel in their order before the settings come, with no state', () => {
    const rows = topicRows(undefined, {});
    expect(shape(rows)).toEqual([
      ['money', ['sms', 'email', 'telegram']],
      ['bars', ['sms', 'email', 'telegram']],
      ['orders', ['sms', 'email', 'telegram']],
      ['starts', ['sms', 'email', 'telegram']],
      ['outbid', ['sms', 'email', 'telegram']],
    ]);
    for (const cell of rows.flatMap((row) => row.cells)) {
      expect(cell).toMatchObject({ enabled: undefined, available: undefined, pending: false });
    }
    // A start goes by e-mail or Telegram, outbid by Telegram only: their other cells stay empty.
    expect(rows[3]?.cells.map((cell) => cell.offered)).toEqual([false, true, true]);
    expect(rows[4]?.cells.map((cell) => cell.offered)).toEqual([false, false, true]);
  });

  it('shows the answer, and a change not answered yet as it was asked', () => {
    const rows = topicRows(settings, { 'orders.sms': true, 'orders.telegram': true });
    const orders = rows.find((row) => row.topic === 'orders')?.cells;
    expect(orders).toEqual([
      { topic: 'orders', channel: 'sms', enabled: true, available: true, pending: true, offered: true },
      { topic: 'orders', channel: 'email', enabled: true, available: false, pending: false, offered: true },
      // No chat linked: the choice can still be asked for, it applies once one is.
      { topic: 'orders', channel: 'telegram', enabled: true, available: false, pending: true, offered: true },
    ]);
    expect(rows[0]?.cells[1]).toMatchObject({ enabled: true, available: false, pending: false });
  });

  it('has no Telegram cells and no outbid row where no bot runs', () => {
    expect(shape(topicRows(withoutBot, {}))).toEqual([
      ['money', ['sms', 'email']],
      ['bars', ['sms', 'email']],
      ['orders', ['sms', 'email']],
    ]);
  });

  it('keeps the order of the domain whatever the answer lists first', () => {
    const reversed: NoticeSettings = {
      ...settings,
      topics: [...settings.topics]
        .reverse()
        .map((row) => ({ ...row, channels: [...row.channels].reverse() })),
    };
    expect(topicRows(reversed, {})).toEqual(topicRows(settings, {}));
  });
});

describe('digestChoice', () => {
  it('shows nothing chosen while the settings load', () => {
    expect(digestChoice(undefined, undefined)).toBeUndefined();
    expect(digestChoice(undefined, 'hourly')).toBeUndefined();
  });

  it("shows the server's choice, and that no e-mail gets it without a confirmed one", () => {
    expect(digestChoice(settings, undefined)).toEqual({ checked: 'daily', pending: false, needsEmail: true });
    const withEmail: NoticeSettings = {
      ...settings,
      contacts: { ...settings.contacts, email: 'buyer@example.uz' },
      digest: 'off',
    };
    expect(digestChoice(withEmail, undefined)).toEqual({ checked: 'off', pending: false, needsEmail: false });
  });

  it('shows a change not answered yet as it was asked', () => {
    expect(digestChoice(settings, 'hourly')).toEqual({ checked: 'hourly', pending: true, needsEmail: true });
    // Asking for what the server has is still a change on its way.
    expect(digestChoice(settings, 'daily')).toMatchObject({ checked: 'daily', pending: true });
  });
});

describe('DIGEST_LABELS', () => {
  it('names every choice with a text of its own', () => {
    expect(Object.keys(DIGEST_LABELS).sort()).toEqual([...DIGEST_FREQUENCIES].sort());
    expect(new Set(Object.values(DIGEST_LABELS)).size).toBe(DIGEST_FREQUENCIES.length);
  });
});
