import type { InvalidMenuItemReason } from './remoteMenu';
import { localizeMenuUrl, normalizeRemoteMenu, normalizeRemoteMenuItem } from './remoteMenu';
import { remoteMenuResponse } from './remoteMenuResponse';

function validate(raw: unknown, lang: 'en' | 'zh' | 'ja' = 'en') {
  const invalid: InvalidMenuItemReason[] = [];
  const item = normalizeRemoteMenuItem(raw, { lang, onInvalid: (reason) => invalid.push(reason) });
  return { item, invalid };
}

describe('remote menu validation (spec §5)', () => {
  it('applies the defaults', () => {
    expect(validate({ title: 'Markets' }).item).toEqual({
      code: '',
      title: 'Markets',
      title_key: '',
      desc: '',
      desc_key: '',
      light_image: '',
      dark_image: '',
      light_icon: '',
      dark_icon: '',
      jump_type: 'internal',
      hidden: false,
      jump_url: '',
      show_mode: 'vertical',
      platform_type: 'all',
      tags: [],
      children: [],
    });
  });

  it.each([
    [{ title: 'A' }, true],
    [{ title_key: 'header.a' }, true],
    [{ light_image: 'https://img/a.png' }, true],
    [{ dark_image: 'https://img/a-dark.png' }, true],
    [{ desc: 'only a description', jump_url: '/x' }, false],
    [{ title: 42 }, true],
    [{ title: { en: 'A' } }, false],
  ])('needs a title, title_key or image: %j → kept %s', (raw, kept) => {
    const { item, invalid } = validate(raw);
    expect(item !== null).toBe(kept);
    expect(invalid).toEqual(kept ? [] : ['no-title-or-image']);
  });

  it.each([null, 'string', 7, ['array']])('skips and reports a non-object item (%j)', (raw) => {
    expect(validate(raw)).toEqual({ item: null, invalid: ['not-an-object'] });
  });

  it.each([
    ['jump_type', 'external', 'external'],
    ['jump_type', 2, 'external'],
    ['jump_type', '2', 'external'],
    ['jump_type', 1, 'internal'],
    ['jump_type', 99, 'internal'],
    ['jump_type', 'sideways', 'internal'],
    ['jump_type', true, 'internal'],
    ['show_mode', 'horizontal', 'horizontal'],
    ['show_mode', 2, 'horizontal'],
    ['show_mode', 3, 'vertical'],
    ['show_mode', 'diagonal', 'vertical'],
    ['platform_type', 'web', 'web'],
    ['platform_type', 3, 'h5'],
    ['platform_type', '2', 'web'],
    ['platform_type', 0, 'all'],
    ['platform_type', 'desktop', 'all'],
    ['hidden', 1, true],
    ['hidden', 'true', true],
    ['hidden', '0', false],
    ['hidden', 'yes', false],
  ])('%s %j → %j', (field, value, expected) => {
    expect(validate({ title: 'T', [field]: value }).item?.[field as 'jump_type']).toBe(expected);
  });

  it('coerces text fields and defaults the unusable ones to empty', () => {
    expect(validate({ title: 'T', code: 12, desc: null, desc_key: { a: 1 } }).item).toMatchObject({ code: '12', desc: '', desc_key: '' });
  });

  it('validates children and skips (and reports) the invalid ones', () => {
    const { item, invalid } = validate({ title: 'Trade', children: [{ title: 'Spot' }, { desc: 'no title' }, 'junk'] });
    expect(item?.children.map((child) => child.title)).toEqual(['Spot']);
    expect(invalid).toEqual(['no-title-or-image', 'not-an-object']);
  });

  it('treats non-array children and tags as empty', () => {
    expect(validate({ title: 'T', children: 'x', tags: { type: 2 } }).item).toMatchObject({ children: [], tags: [] });
  });

  it('keeps valid tags (numeric strings coerced) and drops unknown kinds', () => {
    const { item } = validate({ title: 'T', tags: [{ type: '3', code: 'hot', light_icon: 'https://i/f.svg' }, { type: 6, word: 'x' }, { type: 2, word: 'New', code: 'n' }, 'junk'] });
    expect(item?.tags).toEqual([
      { type: 3, code: 'hot', word: '', light_icon: 'https://i/f.svg', dark_icon: '' },
      { type: 2, code: 'n', word: 'New', light_icon: '', dark_icon: '' },
    ]);
  });
});

describe('localizeMenuUrl', () => {
  it.each([
    ['/price', 'en', '/price'],
    ['/price', 'zh', '/zh/price'],
    ['/zh/price', 'zh', '/zh/price'],
    ['/zh', 'zh', '/zh'],
    ['/zhuanti', 'zh', '/zh/zhuanti'],
    ['https://web3.gate.example/x', 'ja', 'https://web3.gate.example/x'],
    // Kept when parsed (spec §5 "absolute http(s) kept"): `ShellLink` refuses `http:` and hosts
    // off the host app's `externalHosts` where it renders.
    ['http://legacy.gate.example', 'ja', 'http://legacy.gate.example'],
    ['javascript:alert(1)', 'en', ''],
    ['JavaScript:alert(1)', 'zh', ''],
    ['data:text/html,hi', 'en', ''],
    ['//evil.example/x', 'en', ''],
    ['price', 'en', ''],
    [42, 'en', ''],
    [undefined, 'en', ''],
  ] as const)('%j in %s → %j', (raw, lang, expected) => {
    expect(localizeMenuUrl(raw, lang)).toBe(expected);
  });
});

describe('remoteMenuResponse', () => {
  it('requires data.list to be an array', () => {
    expect(remoteMenuResponse.safeParse({ code: 200, data: { list: [] } }).success).toBe(true);
    expect(remoteMenuResponse.safeParse({ code: 200, data: { list: {} } }).success).toBe(false);
    expect(remoteMenuResponse.safeParse({ code: 200, data: [] }).success).toBe(false);
    expect(remoteMenuResponse.safeParse({ code: 500, data: { list: [] } }).success).toBe(false);
  });

  it('validates a list item by item', () => {
    expect(normalizeRemoteMenu([{ title: 'A' }, {}, { title: 'B' }], { lang: 'en' }).map((item) => item.title)).toEqual(['A', 'B']);
    expect(normalizeRemoteMenu('nope', { lang: 'en' })).toEqual([]);
  });
});

describe('§5 "Invalid or numeric values coerce to defaults": enumerated fields', () => {
  const item = (fields: Record<string, unknown>) => normalizeRemoteMenu([{ code: 'x', title: 'X', jump_url: '/x', ...fields }], { lang: 'en' })[0];

  it('take their name or their exact code', () => {
    expect(item({ jump_type: 'external', show_mode: 2, platform_type: '3' })).toMatchObject({ jump_type: 'external', show_mode: 'horizontal', platform_type: 'h5' });
  });

  it.each([7, 2.5, -1, ' 2 ', '0x2', '2e0', '02.0', true, null, {}, [2]])('an unknown or guessed code %j is the default (internal, vertical, all)', (value) => {
    expect(item({ jump_type: value, show_mode: value, platform_type: value })).toMatchObject({ jump_type: 'internal', show_mode: 'vertical', platform_type: 'all' });
  });
});
