import { describe, expect, it } from 'vitest';
import type { NoticeSettings } from '@kimoshdi/shared/api/shop/notification-settings';
import { topicRows } from './notice-choices';

const settings: NoticeSettings = {
  topics: [
    {
      topic: 'money',
      channels: [
        { channel: 'sms', enabled: true, available: true },
        { channel: 'email', enabled: true, available: false },
      ],
    },
    {
      topic: 'bars',
      channels: [
        { channel: 'sms', enabled: true, available: true },
        { channel: 'email', enabled: true, available: false },
      ],
    },
    {
      topic: 'orders',
      channels: [
        { channel: 'sms', enabled: false, available: true },
        { channel: 'email', enabled: true, available: false },
      ],
    },
  ],
  contacts: { phone: '+998901234567', email: null },
  quiet_nights: true,
};

const shape = (rows: ReturnType<typeof topicRows>) =>
  rows.map((row) => [row.topic, row.cells.map((cell) => cell.channel)]);

describe('topicRows', () => {
  it('has every topic and channel in their order before the settings come, with no state', () => {
    const rows = topicRows(undefined, {});
    expect(shape(rows)).toEqual([
      ['money', ['sms', 'email']],
      ['bars', ['sms', 'email']],
      ['orders', ['sms', 'email']],
    ]);
    for (const cell of rows.flatMap((row) => row.cells)) {
      expect(cell).toMatchObject({ enabled: undefined, available: undefined, pending: false });
    }
  });

  it('shows the answer, and a change not answered yet as it was asked', () => {
    const rows = topicRows(settings, { 'orders.sms': true });
    const orders = rows.find((row) => row.topic === 'orders')?.cells;
    expect(orders).toEqual([
      { topic: 'orders', channel: 'sms', enabled: true, available: true, pending: true },
      { topic: 'orders', channel: 'email', enabled: true, available: false, pending: false },
    ]);
    expect(rows[0]?.cells[1]).toMatchObject({ enabled: true, available: false, pending: false });
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
