/**
 * Every HTTP call of the shell (spec §7), by a stable id. Endpoint definitions, the mock backend
 * and the fault switch (`?fault=<id>:<kind>`) all use these ids and paths, so a path lives in
 * exactly one place. Paths marked `chosen` are "not shown" in the spec; the shape we chose is
 * documented in the package README.
 */
export interface CallInfo {
  id: string;
  method: 'GET' | 'POST';
  path: string;
  /** Which package uses it. */
  owner: 'api-client' | 'markets' | 'reminder' | 'header';
  /** True when the spec does not show the path and we chose it. */
  chosen?: boolean;
}

export const CALLS = {
  // Shared shell data (this package).
  commonData: { id: 'commonData', method: 'GET', path: '/apiw/v2/site/common_data', owner: 'api-client', chosen: true },
  userInfo: { id: 'userInfo', method: 'GET', path: '/api/web/v1/usercenter/get_info', owner: 'api-client', chosen: true },
  complianceCheck: { id: 'complianceCheck', method: 'GET', path: '/apiw/v2/compliance/check', owner: 'api-client', chosen: true },
  kycStatus: { id: 'kycStatus', method: 'GET', path: '/api/web/v1/usercenter/kyc_status', owner: 'api-client', chosen: true },
  buyCryptoFiatList: { id: 'buyCryptoFiatList', method: 'GET', path: '/api/web/v1/site/buyCryptoFiatList', owner: 'api-client' },
  currFiatMarketRates: { id: 'currFiatMarketRates', method: 'GET', path: '/api/web/v1/site/currFiatMarketRates', owner: 'api-client' },
  fullsiteBulletin: { id: 'fullsiteBulletin', method: 'GET', path: '/api/web/v1/site/fullsiteBulletin', owner: 'api-client' },
  announcement: { id: 'announcement', method: 'GET', path: '/apiw/v2/announcement/global_notice', owner: 'api-client', chosen: true },
  unifiedAccountMode: { id: 'unifiedAccountMode', method: 'GET', path: '/apiw/v2/unified/account_mode', owner: 'api-client' },
  crossMarginInfo: { id: 'crossMarginInfo', method: 'GET', path: '/apiweb/v1/spot/cross_margin/info', owner: 'api-client' },
  // Header.
  remoteMenu: { id: 'remoteMenu', method: 'GET', path: '/apiw/v2/common/menu_config', owner: 'header', chosen: true },
  headerMenuListV2: { id: 'headerMenuListV2', method: 'GET', path: '/api/web/v1/site/headerMenuListV2', owner: 'header' },
  headerBubble: { id: 'headerBubble', method: 'GET', path: '/apiw/v2/header/bubble', owner: 'header', chosen: true },
  headerTag: { id: 'headerTag', method: 'GET', path: '/api/web/v1/usercenter/get_header_tag', owner: 'header' },
  logoutThisDevice: { id: 'logoutThisDevice', method: 'GET', path: '/logout', owner: 'header' },
  logout: { id: 'logout', method: 'POST', path: '/api/web/v1/usercenter/logout', owner: 'header' },
  logoutAll: { id: 'logoutAll', method: 'POST', path: '/api/web/v1/usercenter/logoutAll', owner: 'header' },
  // Markets.
  spotMarkets: { id: 'spotMarkets', method: 'GET', path: '/apiw/v2/market/spots', owner: 'markets' },
  futuresMarkets: { id: 'futuresMarkets', method: 'GET', path: '/apiw/v2/market/futures', owner: 'markets' },
  deliveryContracts: { id: 'deliveryContracts', method: 'GET', path: '/apiw/v2/delivery/usdt/contracts', owner: 'markets' },
  optionsUnderlying: { id: 'optionsUnderlying', method: 'GET', path: '/apiw/v2/options/underlying', owner: 'markets' },
  optionsMarkets: { id: 'optionsMarkets', method: 'GET', path: '/apiw/v2/options/markets', owner: 'markets', chosen: true },
  preMarket: { id: 'preMarket', method: 'GET', path: '/apiw/v2/pre-market/service/currencies/simple-info', owner: 'markets' },
  pilotMarkets: { id: 'pilotMarkets', method: 'GET', path: '/apiw/v2/pilot/markets', owner: 'markets' },
  alphaMarkets: { id: 'alphaMarkets', method: 'GET', path: '/apiw/v2/alpha/markets', owner: 'markets' },
  alphaByKeywords: { id: 'alphaByKeywords', method: 'GET', path: '/apiw/v2/alpha/markets_by_keywords', owner: 'markets' },
  alphaCurrencies: { id: 'alphaCurrencies', method: 'GET', path: '/apiw/v2/alpha/currencies', owner: 'markets' },
  alphaTokenPath: { id: 'alphaTokenPath', method: 'GET', path: '/apiw/v2/alpha/token_path', owner: 'markets', chosen: true },
  web3Chains: { id: 'web3Chains', method: 'GET', path: '/apiw/v2/web3/chains', owner: 'markets', chosen: true },
  marketTabs: { id: 'marketTabs', method: 'GET', path: '/apiw/v2/common/tabs', owner: 'markets' },
  tabSearchMenus: { id: 'tabSearchMenus', method: 'GET', path: '/apiw/v2/common/tab_search_menus', owner: 'markets', chosen: true },
  keywordSearch: { id: 'keywordSearch', method: 'GET', path: '/apiw/v2/search/keywords', owner: 'markets', chosen: true },
  memeboxSymbolToPath: { id: 'memeboxSymbolToPath', method: 'POST', path: '/api/web/v1/web3-trade-interface/memebox/symbol_to_path', owner: 'markets' },
  // Reminders.
  reminderTabs: { id: 'reminderTabs', method: 'GET', path: '/apiw/v2/herald/renew/tab', owner: 'reminder' },
  reminderRecords: { id: 'reminderRecords', method: 'GET', path: '/apiw/v2/herald/renew/record', owner: 'reminder' },
  reminderRead: { id: 'reminderRead', method: 'POST', path: '/apiw/v2/herald/msg/read', owner: 'reminder' },
  reminderUnread: { id: 'reminderUnread', method: 'GET', path: '/apiw/v2/herald/msg/unread/num', owner: 'reminder' },
} as const satisfies Record<string, CallInfo>;

export type CallId = keyof typeof CALLS;
export const CALL_IDS = Object.keys(CALLS) as CallId[];
export function isCallId(value: unknown): value is CallId {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(CALLS, value);
}
