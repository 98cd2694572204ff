import { describe, expect, it } from 'vitest';
import { ROLES } from '@kimoshdi/shared/domain/user/roles';
import { cabinetMenu } from './cabinet-menu';

const ACCOUNT = [
  '/profile/personal-info',
  '/profile/edit-requests',
  '/profile/e-signature-keys',
  '/profile/top-up',
  '/profile/messages',
  '/profile/saved-searches',
  '/profile/actions',
  '/profile/payments',
  '/profile/transactions',
  '/profile/refunding',
  '/profile/sessions',
  '/profile/notifications',
  'change-password',
];

function entries(role: Parameters<typeof cabinetMenu>[0]) {
  return cabinetMenu(role).map((section) => ({
    id: section.id,
    items: section.items.map((item) => (item.kind === 'link' ? item.to : item.kind)),
  }));
}

describe('cabinetMenu', () => {
  it.each([null, ...ROLES])('gives %s the account items, and no section without items', (role) => {
    const sections = entries(role);
    expect(sections[0]).toEqual({ id: 'account', items: ACCOUNT });
    for (const section of cabinetMenu(role)) expect(section.items.length).toBeGreaterThan(0);
  });

  it('shows the buyer section only to buyers and the customer section only to customers', () => {
    for (const role of ROLES) {
      const ids = entries(role).map((section) => section.id);
      if (role === 'customer' || role === 'operator') expect(ids).not.toContain('buyer');
      if (role === 'buyer' || role === 'operator') expect(ids).not.toContain('customer');
    }
  });

  it('gives the operator section, with the refund desk, to operators only', () => {
    for (const role of ROLES) {
      const operator = entries(role).find((section) => section.id === 'operator');
      if (role === 'operator')
        expect(operator).toEqual({
          id: 'operator',
          items: [
            '/profile/operator/live-auctions',
            '/profile/operator/refunds',
            '/profile/operator/protocols',
            '/profile/operator/lot-reviews',
            '/profile/operator/orders',
            '/profile/operator/protests',
            '/profile/operator/edit-requests',
            '/profile/operator/person-notices',
            '/profile/operator/help-pages',
            '/profile/operator/news',
            '/profile/operator/footer',
            '/profile/operator/base-amount',
            '/profile/operator/working-days',
            '/ops/queues',
          ],
        });
      else expect(operator).toBeUndefined();
    }
    expect(entries(null).map((section) => section.id)).toEqual(['account']);
  });

  it.each([
    [
      'buyer',
      'buyer',
      [
        '/profile/applications',
        '/profile/my-auctions',
        '/profile/winlots',
        '/profile/winner-payments',
        '/profile/purchases',
        '/profile/qr-code-protocols',
        '/profile/protests',
        '/profile/achievements',
      ],
    ],
    [
      'customer',
      'customer',
      ['/profile/orders', '/order-create', '/profile/customer-protocols', '/profile/operator-contracts'],
    ],
    [
      'both',
      'buyer',
      [
        '/profile/applications',
        '/profile/my-auctions',
        '/profile/winlots',
        '/profile/winner-payments',
        '/profile/purchases',
        '/profile/qr-code-protocols',
        '/profile/protests',
        '/profile/achievements',
      ],
    ],
    [
      'both',
      'customer',
      ['/profile/orders', '/order-create', '/profile/customer-protocols', '/profile/operator-contracts'],
    ],
  ] as const)('gives %s the %s section with its orders, won lots and protocols', (role, id, items) => {
    expect(entries(role).find((section) => section.id === id)).toEqual({ id, items });
  });

  it('counts unread messages on the messages item only', () => {
    const counted = cabinetMenu('both')
      .flatMap((section) => section.items)
      .filter((item) => item.kind === 'link' && item.counter === 'unread');
    expect(counted).toEqual([
      { kind: 'link', to: '/profile/messages', labelKey: 'menu.messages', counter: 'unread' },
    ]);
  });

  it("puts another feature's items in the account section, before the change-password button", () => {
    const extra = { kind: 'link' as const, to: '/profile/bans', labelKey: 'bans:menu' };
    const account = cabinetMenu('buyer', [extra])[0]?.items ?? [];
    expect(account.slice(-2)).toEqual([extra, { kind: 'change-password', labelKey: 'menu.changePassword' }]);
    expect(account).toHaveLength((cabinetMenu('buyer')[0]?.items.length ?? 0) + 1);
  });
});
