import { describe, expect, it } from 'vitest';
import { isAppPage, isLotPagePath, pushNotification } from './offline-rules';

describe('isAppPage', () => {
  it.each([
    ['/home', true],
    ['/lot-view/5', true],
    ['/profile/notifications', true],
    ['/info/about-us', true],
    ['/', true],
    ['/api/shop/protocols/pdf', false],
    ['/files/lots/5/photo.jpg', false],
    ['/static/logo.png', false],
    ['/assets/index-abc.js', false],
    ['/socket.io/', false],
    ['/dev/telegram', false],
    ['/offline.html', false],
    ['/manifest.webmanifest', false],
    ['/sw.js', false],
  ] as const)('%s: %s', (pathname, expected) => {
    expect(isAppPage(pathname)).toBe(expected);
  });
});

describe('isLotPagePath', () => {
  it.each([
    ['/lot-view/5', '', 'page', true],
    ['/game-view/12/', '', 'page', true],
    ['/lot-result/7', '', 'page', true],
    ['/lot-list', '', 'page', false],
    ['/profile/messages', '', 'page', false],
    ['/lot-view/abc', '', 'page', false],
    ['/api/shop/lot-card/details', '?lot_id=5', 'api', true],
    ['/api/shop/game-view/lot-game-info', '?x=1&lot_id=5', 'api', true],
    ['/api/shop/shop-lots/bid-log', '?lot_id=5&page=2', 'api', true],
    ['/api/shop/lot-card/details', '', 'api', false],
    ['/api/shop/user/balance', '?lot_id=5', 'api', false],
    ['/api/shop/notification-settings/list', '', 'api', false],
  ] as const)('%s%s as %s: %s', (pathname, search, kind, expected) => {
    expect(isLotPagePath(pathname, search, kind)).toBe(expected);
  });
});

describe('pushNotification', () => {
  const origin = 'https://kimoshdi.uz';

  it('shows the title and body, opens the page, and replaces the same notice', () => {
    expect(
      pushNotification(
        {
          title: 'Lot won',
          body: 'Pay by 30.11',
          url: 'https://kimoshdi.uz/profile/winlots',
          tag: 'notice-9',
        },
        origin,
      ),
    ).toEqual({
      title: 'Lot won',
      options: {
        body: 'Pay by 30.11',
        icon: '/icons/apple-touch-icon.png',
        badge: '/icons/icon.svg',
        tag: 'notice-9',
        data: { url: 'https://kimoshdi.uz/profile/winlots' },
      },
    });
  });

  it.each([
    ['another site', 'https://evil.example/phish', 'https://kimoshdi.uz/home'],
    ['a path of this site', '/game-view/5', 'https://kimoshdi.uz/game-view/5'],
    ['no page', undefined, 'https://kimoshdi.uz/home'],
    ['not a URL', 'http://[', 'https://kimoshdi.uz/home'],
  ])('opens only this site: %s', (_name, url, expected) => {
    expect(pushNotification({ title: 'x', url }, origin).options.data.url).toBe(expected);
  });

  it('names the site when the push has no title', () => {
    expect(pushNotification({ body: 'text' }, origin).title).toBe('Kimoshdi');
  });
});
