import { describe, expect, it } from 'vitest';
import { hasPage } from './hasPage';
import { routeTable, type RouteEntry } from './routeTable';

const table: RouteEntry[] = [
  { key: 'phenomenon', path: '/phenomenon' },
  { key: 'customerService', path: '/customerService', page: 'CustomerServicePage' },
  { key: 'paywayAddCard', path: '/payway', hash: '#/addnormalcard', page: 'PaywayPage' },
];

describe('hasPage: a path is offered as a link only when a page is mounted there', () => {
  it.each([
    ['/customerService', true],
    ['/payway', true],
    ['/phenomenon', false],
    ['/nowhere', false],
    ['/customerservice', false],
  ])('%s → %s', (path, mounted) => {
    expect(hasPage(path, table)).toBe(mounted);
  });

  it('reads the app route table by default', () => {
    const mounted = routeTable.find((r) => r.page);
    expect(mounted && hasPage(mounted.path)).toBe(true);
    expect(hasPage('/phenomenon')).toBe(routeTable.some((r) => r.path === '/phenomenon' && r.page));
  });
});
