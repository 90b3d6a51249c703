import { bench, describe } from 'vitest';
import { normalizeSpotRows } from '../api';
import { benchSpot } from './fixtures';

const { raw } = benchSpot();

describe('normalizing the positional spot list', () => {
  bench(`normalizeSpotRows (${raw.length} rows)`, () => {
    normalizeSpotRows(raw);
  });
});
