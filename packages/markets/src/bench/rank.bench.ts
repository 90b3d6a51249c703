import { matchSorter, rankings } from 'match-sorter';
import { bench, describe } from 'vitest';
import { rankMarkets } from '../ranking';
import type { RankableMarket } from '../ranking';
import { benchFutures, benchSpot } from './fixtures';

/**
 * Per-keystroke ranking over the spot list plus the futures list (≈3,100 rows), ours against
 * match-sorter configured as close to spec §5 as it allows: the same fields in tier order
 * (base, quote, name, full name, pair), substring matching at least (CONTAINS threshold), and the
 * input order as the tie-break. Both run in this one file, side by side.
 */
const rows: RankableMarket[] = [...benchSpot().spot, ...benchFutures()];
const QUERIES = ['b', 'bt', 'btc', 'e', 'eth', 'usdt', 'btc/usdt', 'xbt', 'sol', 'zz'];
const sorterOptions = {
  keys: ['curr_a', 'curr_b', 'name', 'full_name', 'pair'],
  threshold: rankings.CONTAINS,
  baseSort: (a: { index: number }, b: { index: number }) => a.index - b.index,
};

describe(`ranking ${rows.length} spot + futures rows, one keystroke`, () => {
  let i = 0;
  bench('rankMarkets (spec §5 tiers)', () => {
    rankMarkets(rows, QUERIES[i++ % QUERIES.length] as string);
  });
  let j = 0;
  bench('match-sorter (CONTAINS, same keys)', () => {
    matchSorter(rows, QUERIES[j++ % QUERIES.length] as string, sorterOptions);
  });
});
