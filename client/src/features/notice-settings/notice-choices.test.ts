import { describe, expect, it } from 'vitest';
import type { NoticeSettings } from '@kimoshdi/shared/api/shop/notification-settings';
import { DIGEST_FREQUENCIES } from '@kimoshdi/shared/domain/notification/digest';
import {
  DAY_HOURS,
  DIGEST_LABELS,
  digestChoice,
  hourLabel,
  hourOptions,
  quietChoice,
  shownChannels,
  topicRows,
} from './notice-choices';

const settings: NoticeSettings = {
  topics: [
    {
      topic: 'money',
      channels: [
        { channel: 'sms', enabled: true, available: true },
        { channel: 'email', enabled: true, available: false },
        { channel: 'telegram', enabled: true, available: false },
        { channel: 'push', enabled: true, available: true },
      ],
    },
    {
      topic: 'bars',
      channels: [
        { channel: 'sms', enabled: true, available: true },
        { channel: 'email', enabled: true, available: false },
        { channel: 'telegram', enabled: true, available: false },
        { channel: 'push', enabled: true, available: true },
      ],
    },
    {
      topic: 'orders',
      channels: [
        { channel: 'sms', enabled: false, available: true },
        { channel: 'email', enabled: true, available: false },
        { channel: 'telegram', enabled: false, available: false },
        { channel: 'push', enabled: false, available: true },
      ],
    },
    {
      topic: 'outbid',
      channels: [
        { channel: 'telegram', enabled: true, available: false },
        { channel: 'push', enabled: true, available: true },
      ],
    },
  ],
  contacts: { phone: '+998901234567', email: null },
  telegram: { offered: true, bot: 'kimoshdi_bot', linked: null },
  push: {
    offered: true,
    public_key: `B${'a'.repeat(86)}`,
    devices: [
      {
        id: '4',
        label: 'Chrome, Android',
        endpoint: 'https://fcm.googleapis.com/fcm/send/x',
        created_at: '2026-11-27T10:00:00.000Z',
        last_sent_at: null,
      },
    ],
  },
  quiet_nights: true,
  quiet_hours: { from: 22, to: 8 },
  digest: 'daily',
};

/** The same settings where the platform runs no Telegram bot and sends no push: no outbid topic either. */
const withoutBot: NoticeSettings = {
  ...settings,
  topics: settings.topics
    .filter((row) => row.topic !== 'outbid')
    .map((row) => ({ ...row, channels: row.channels.filter((item) => item.channel !== 'push') })),
  telegram: { offered: false, bot: null, linked: null },
  push: { offered: false, public_key: null, devices: [] },
};

/** A bot but no push. */
const withoutPush: NoticeSettings = {
  ...settings,
  topics: settings.topics.map((row) => ({
    ...row,
    channels: row.channels.filter((item) => item.channel !== 'push'),
  })),
  push: { offered: false, public_key: null, devices: [] },
};

const shape = (rows: ReturnType<typeof topicRows>) =>
  rows.map((row) => [row.topic, row.cells.map((cell) => cell.channel)]);

describe('shownChannels', () => {
  it('counts Telegram and push in while the settings load, and where they are offered', () => {
    expect(shownChannels(undefined)).toEqual(['sms', 'email', 'telegram', 'push']);
    expect(shownChannels(settings)).toEqual(['sms', 'email', 'telegram', 'push']);
  });

  it('leaves out what is not offered', () => {
    expect(shownChannels(withoutBot)).toEqual(['sms', 'email']);
    expect(shownChannels(withoutPush)).toEqual(['sms', 'email', 'telegram']);
  });
});

describe('topicRows', () => {
  it('has every topic and channel in their order before the settings come, with no state', () => {
    const rows = topicRows(undefined, {});
    const all = ['sms', 'email', 'telegram', 'push'];
    expect(shape(rows)).toEqual([
      ['money', all],
      ['bars', all],
      ['orders', all],
      ['protests', all],
      ['starts', all],
      ['favourites', all],
      ['outbid', all],
    ]);
    for (const cell of rows.flatMap((row) => row.cells)) {
      expect(cell).toMatchObject({ enabled: undefined, available: undefined, pending: false });
    }
    // A start or a favourite goes by e-mail, Telegram or push, outbid by Telegram or push: their
    // other cells stay empty.
    expect(rows[4]?.cells.map((cell) => cell.offered)).toEqual([false, true, true, true]);
    expect(rows[5]?.cells.map((cell) => cell.offered)).toEqual([false, true, true, true]);
    expect(rows[6]?.cells.map((cell) => cell.offered)).toEqual([false, false, true, true]);
  });

  it('shows the answer, and a change not answered yet as it was asked', () => {
    const rows = topicRows(settings, { 'orders.sms': true, 'orders.telegram': true });
    const orders = rows.find((row) => row.topic === 'orders')?.cells;
    expect(orders).toEqual([
      { topic: 'orders', channel: 'sms', enabled: true, available: true, pending: true, offered: true },
      { topic: 'orders', channel: 'email', enabled: true, available: false, pending: false, offered: true },
      // No chat linked: the choice can still be asked for, it applies once one is.
      { topic: 'orders', channel: 'telegram', enabled: true, available: false, pending: true, offered: true },
      { topic: 'orders', channel: 'push', enabled: false, available: true, pending: false, offered: true },
    ]);
    expect(rows[0]?.cells[1]).toMatchObject({ enabled: true, available: false, pending: false });
  });

  it('has no Telegram or push cells and no outbid row where neither is offered', () => {
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

describe('quietChoice', () => {
  it('shows nothing while the settings load', () => {
    expect(quietChoice(undefined, undefined)).toBeUndefined();
    expect(quietChoice(undefined, { enabled: false, from: 22, to: 8 })).toBeUndefined();
  });

  it("shows the server's quiet hours", () => {
    expect(quietChoice(settings, undefined)).toEqual({ enabled: true, from: 22, to: 8, pending: false });
    const moved: NoticeSettings = { ...settings, quiet_nights: false, quiet_hours: { from: 23, to: 7 } };
    expect(quietChoice(moved, undefined)).toEqual({ enabled: false, from: 23, to: 7, pending: false });
  });

  it('shows a change not answered yet as it was asked', () => {
    expect(quietChoice(settings, { enabled: true, from: 0, to: 6 })).toEqual({
      enabled: true,
      from: 0,
      to: 6,
      pending: true,
    });
    expect(quietChoice(settings, { enabled: false, from: 22, to: 8 })).toMatchObject({
      enabled: false,
      pending: true,
    });
  });
});

describe('hourOptions', () => {
  it("offers every hour of the day but the other picker's", () => {
    expect(DAY_HOURS).toHaveLength(24);
    expect(DAY_HOURS[0]).toBe(0);
    expect(DAY_HOURS[23]).toBe(23);
    for (const other of DAY_HOURS) {
      const offered = hourOptions(other);
      expect(offered, String(other)).toHaveLength(23);
      expect(offered, String(other)).not.toContain(other);
      // In the day's order.
      expect(offered, String(other)).toEqual([...offered].sort((a, b) => a - b));
    }
  });
});

describe('hourLabel', () => {
  it('writes an hour as a 24-hour clock does', () => {
    expect(hourLabel(0)).toBe('00:00');
    expect(hourLabel(7)).toBe('07:00');
    expect(hourLabel(23)).toBe('23:00');
  });
});
