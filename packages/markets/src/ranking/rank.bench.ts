import { bench, describe } from 'vitest';
import { spotMockData, spotRowsAt } from '../mocks/spotData';
import { normalizeSpotRows } from '../schemas/spot';
import { rankMarkets } from './rank';

// The 2,700 rows the mock backend serves, normalized once, as the flyout holds them.
// Any fixed seed and time: the same 2,700 rows on every run.
const raw = spotRowsAt(spotMockData(20250923), 1_760_000_000);
const rows = normalizeSpotRows(raw).items;

describe(`rankMarkets over ${rows.length} spot pairs`, () => {
  bench('query "btc"', () => {
    rankMarkets(rows, 'btc');
  });
  bench('query "e" (most rows match)', () => {
    rankMarkets(rows, 'e');
  });
  bench('query "btc" on a fresh list (index rebuilt)', () => {
    rankMarkets(rows.slice(), 'btc');
  });
});

describe('normalizing the positional spot list', () => {
  bench(`normalizeSpotRows (${raw.length} rows)`, () => {
    normalizeSpotRows(raw);
  });
});
