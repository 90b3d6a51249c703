import { bench, describe } from 'vitest';
import { spotMockData, spotRowsAt } from '../mocks/spotData';
import { normalizeSpotRows } from '../schemas/spot';
import { rankMarkets } from '../ranking';

// The 2,700 rows the mock backend serves, normalized once, as the flyout holds them: a query that
// matches few rows, one that matches most, and the first query on a list whose index is not built.
// Any fixed seed and time: the same 2,700 rows on every run.
const raw = spotRowsAt(spotMockData(20250923), 1_760_000_000);
const rows = normalizeSpotRows(raw).items;

describe(`rankMarkets over the mock backend's ${rows.length} spot pairs`, () => {
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

// The synthetic fixture of normalize.bench.ts has short names and no optional fields; the mock
// backend's rows are the shape the flyout meets.
describe("normalizing the mock backend's positional spot list", () => {
  bench(`normalizeSpotRows (${raw.length} rows)`, () => {
    normalizeSpotRows(raw);
  });
});
