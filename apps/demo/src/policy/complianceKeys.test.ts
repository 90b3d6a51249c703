import { describe, expect, it } from 'vitest';
import { complianceKeyRows } from './complianceKeys';

const rows = complianceKeyRows();
const hides = (key: string) => rows.find((row) => row.key === key)?.hides ?? [];

describe('the compliance keys table (spec §3, §4)', () => {
  it('lists every key once, each with what it hides', () => {
    expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
    expect(rows.filter((row) => row.key !== 'au_redirect').every((row) => row.hides.length > 0)).toBe(true);
  });

  it('launchpad, xstocks, ondo and fiat_trade hide the entries they name, not only their tags', () => {
    expect(hides('launchpad').some((id) => /launchpad/i.test(id))).toBe(true);
    expect(hides('xstocks').some((id) => id.startsWith('footer.'))).toBe(true);
    expect(hides('fiat_trade')).toEqual(expect.arrayContaining(['header.payWith', 'header.nav.buyCrypto']));
  });

  it('button_alpha_hidden hides the alpha entries; is_sanction_country hides fiat buying; au_redirect hides nothing (it redirects)', () => {
    expect(hides('button_alpha_hidden').some((id) => /alpha/i.test(id))).toBe(true);
    expect(hides('is_sanction_country')).toContain('header.payWith');
    expect(hides('au_redirect')).toEqual([]);
  });
});
