// The response schemas of the shared start-up calls, one chunk: the endpoints load it beside their
// first request (`SchemaSource`), so neither zod nor these schemas are part of a page's initial JS,
// and the five calls of a page fetch one file, not five.
export { commonDataResponse } from './commonData';
export { complianceResponse } from './compliance';
export { fiatRatesResponse } from './fiatRates';
export { unifiedAccountModeResponse } from './unifiedAccount';
export { userInfoResponse } from './userInfo';
