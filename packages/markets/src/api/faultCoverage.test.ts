import { describe, expect, it } from 'vitest';
import { shellApi } from '@shell/api-client';
import { createMockBackend } from '@shell/mocks';
import { marketsMockFeature } from '../mocks';
import { MARKET_FAULT_CASES } from './faultCases.test-helper';
// Importing the endpoints injects them, so the slice knows every endpoint name the rows give.
import './index';
import '../pay-with/fiatListApi';

/**
 * The fault matrix of this package's calls (issue 8): every call × every fault kind has a row in
 * faults.test.ts. This check fails when a call of the package's catalogue has no row, or two, so a
 * new endpoint cannot skip the matrix; the shared calls are checked in @shell/api-client.
 */
const CALLS = marketsMockFeature.calls;
const CALL_IDS = Object.keys(CALLS);

/** The market and pay-with paths spec §7 shows, exactly as it writes them. */
const SPEC_SECTION_7_PATHS: ReadonlyArray<readonly ['GET' | 'POST', string]> = [
  ['GET', '/apiw/v2/market/futures'],
  ['GET', '/api/web/v1/site/buyCryptoFiatList'],
  ['GET', '/apiw/v2/common/tabs'],
  ['GET', '/apiw/v2/market/spots'],
  ['GET', '/apiw/v2/pre-market/service/currencies/simple-info'],
  ['GET', '/apiw/v2/pilot/markets'],
  ['GET', '/apiw/v2/options/underlying'],
  ['GET', '/apiw/v2/alpha/markets_by_keywords'],
  ['GET', '/apiw/v2/alpha/markets'],
  ['GET', '/apiw/v2/delivery/usdt/contracts'],
  ['POST', '/api/web/v1/web3-trade-interface/memebox/symbol_to_path'],
];

describe('fault matrix coverage of the markets calls', () => {
  it('has exactly one matrix row for every call of the package', () => {
    const rows = MARKET_FAULT_CASES.map((row) => row.call as string);
    expect(CALL_IDS.filter((call) => !rows.includes(call)), 'calls without a fault-matrix row').toEqual([]);
    expect(rows.filter((call, index) => rows.indexOf(call) !== index), 'calls with more than one row').toEqual([]);
    expect(rows.filter((call) => !CALL_IDS.includes(call)), 'rows of calls the package does not own').toEqual([]);
  });

  it('names in each row the endpoint that logs the fallback', () => {
    // The `source` of the api.fallback line is the endpoint's name in the one API slice.
    const endpoints = Object.keys(shellApi.endpoints);
    expect(MARKET_FAULT_CASES.filter((row) => !endpoints.includes(row.endpoint)).map((row) => `${row.call}: ${row.endpoint}`)).toEqual([]);
  });

  it('routes every call in the mock backend, so each fault can be injected', () => {
    const routed = [...createMockBackend({ features: [marketsMockFeature] }).routedCalls];
    expect(CALL_IDS.filter((call) => !routed.includes(call))).toEqual([]);
  });

  it.each(['/apiw/v2/alpha/currencies', '/apiw/v2/common/tab_search_menus', '/apiw/v2/search/keywords'])('%s, documented as a call the markets do not make, has no endpoint', (path) => {
    // README, "Calls the market lists do not make": an endpoint nothing sends must not come back unnoticed.
    expect(Object.values(CALLS).filter((info) => info.path === path)).toEqual([]);
  });

  it.each(SPEC_SECTION_7_PATHS)('spec §7 %s %s is a call of the package', (method, path) => {
    expect(Object.values(CALLS).filter((info) => info.path === path && info.method === method)).toHaveLength(1);
  });
});
