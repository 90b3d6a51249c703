// Ranking and search of the market lists (spec §5): pure functions, no store.
export { MARKET_ALIASES, marketRankTier, NO_MATCH, normalizeMarketQuery, RANK_TIER_COUNT, rankMarkets } from './rank';
export type { RankableMarket } from './rank';
export { escapeRegExp, filterFiatList, searchOptions, searchPilot, searchPreMarket } from './search';
