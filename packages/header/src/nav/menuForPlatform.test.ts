import { normalizeRemoteMenu } from '../data/remoteMenu';
import { MOCK_REMOTE_MENU } from '../mocks/remoteMenuFixture';
import { menuForPlatform, splitDropdownColumns } from './menuForPlatform';

const items = normalizeRemoteMenu(
  [
    { code: 'all', title: 'All', platform_type: 1, tags: [{ type: 2, code: 'launchpad', word: 'HOT' }, { type: 2, code: 'keep', word: 'New' }] },
    { code: 'web', title: 'Web', platform_type: 'web' },
    { code: 'h5', title: 'H5', platform_type: 3 },
    { code: 'hidden', title: 'Hidden', hidden: true },
    { code: 'parent', title: 'Parent', children: [{ code: 'child-web', title: 'W', platform_type: 2 }, { code: 'child-h5', title: 'H', platform_type: 'h5' }] },
  ],
  { lang: 'en' },
);

const codes = (list: { code: string }[]) => list.map((item) => item.code);

describe('menuForPlatform', () => {
  it('keeps the header (web) items', () => {
    const web = menuForPlatform(items, { platform: 'web' });
    expect(codes(web)).toEqual(['all', 'web', 'parent']);
    expect(codes(web[2]?.children ?? [])).toEqual(['child-web']);
  });

  it('keeps the side-menu (h5) items', () => {
    const h5 = menuForPlatform(items, { platform: 'h5' });
    expect(codes(h5)).toEqual(['all', 'h5', 'parent']);
    expect(codes(h5[2]?.children ?? [])).toEqual(['child-h5']);
  });

  it('hides the tags whose code is in the compliance menu list', () => {
    const [first] = menuForPlatform(items, { platform: 'web', hiddenCodes: ['launchpad'] });
    expect(first?.tags.map((tag) => tag.code)).toEqual(['keep']);
  });

  it('filters the mock menu the header draws', () => {
    const web = menuForPlatform(normalizeRemoteMenu(MOCK_REMOTE_MENU, { lang: 'en' }), { platform: 'web', hiddenCodes: ['derivatives'] });
    expect(codes(web)).not.toContain('rewards');
    expect(web.find((item) => item.code === 'futures')?.tags).toEqual([]);
    expect(codes(web.find((item) => item.code === 'earn')?.children ?? [])).toEqual(['simple_earn', 'launchpool', 'staking']);
  });
});

describe('splitDropdownColumns', () => {
  it.each([
    [0, 0, 0],
    [1, 1, 0],
    [2, 1, 1],
    [5, 3, 2],
    [6, 3, 3],
    [7, 4, 3],
  ])('%i children → %i + %i', (count, left, right) => {
    const [a, b] = splitDropdownColumns(Array.from({ length: count }, (_, i) => i));
    expect([a.length, b.length]).toEqual([left, right]);
    expect([...a, ...b]).toEqual(Array.from({ length: count }, (_, i) => i));
  });
});
