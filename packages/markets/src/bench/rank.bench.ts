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

/**
 * 10× data (issue 21, "Corpus and load"): 27,000 spot rows against today's 2,700, the same
 * per-keystroke queries. The flyout ranks on every keystroke, so the p99 here is what a market
 * list ten times today's costs. Warm-up first (the first call builds the list's search index, as
 * the flyout's first keystroke does), and enough samples for a p99 of the 27,000 case.
 */
const spot = benchSpot().spot;
const tenfold: RankableMarket[] = benchSpot(27_000).spot;
const SCALE_OPTIONS = { time: 3_000, warmupIterations: 10 };

describe('ranking spot rows, today and at 10× data, one keystroke', () => {
  let i = 0;
  bench(`rankMarkets over ${spot.length} spot rows`, () => {
    rankMarkets(spot, QUERIES[i++ % QUERIES.length] as string);
  }, SCALE_OPTIONS);
  let j = 0;
  bench(`rankMarkets over ${tenfold.length} spot rows`, () => {
    rankMarkets(tenfold, QUERIES[j++ % QUERIES.length] as string);
  }, SCALE_OPTIONS);
});
