import { describe, expect, it } from 'vitest';
import { matchRoute } from './page-routes';

describe('matchRoute', () => {
  it.each([
    ['/', 'root', {}],
    ['/home', 'home', {}],
    ['/home/', 'home', {}],
    ['/lot-view/12', 'lotView', { id: '12' }],
    ['/lot-result/abc', 'lotResult', { id: 'abc' }],
    ['/info/rules', 'info', { page: 'rules' }],
    ['/news/a%20b', 'newsItem', { slug: 'a b' }],
    ['/profile/orders/lots/7', 'profileOrder', { tab: 'lots', id: '7' }],
    ['/profile/operator/orders/7', 'operatorOrder', { id: '7' }],
  ])('%s is %s', (path, route, params) => {
    expect(matchRoute(path)).toEqual({ route, params });
  });

  it.each(['/nothing', '/lot-view', '/lot-view/1/2', '/home/more', '/info/'])('%s is no page', (path) => {
    expect(matchRoute(path)).toBeUndefined();
  });
});
