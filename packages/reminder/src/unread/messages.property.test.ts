import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSyncMessage } from './messages';

/**
 * Messages between the tabs of a site (issue 8): a BroadcastChannel or a localStorage key is open
 * to every script of the origin, so whatever arrives is parsed like a response body. Never a throw;
 * what passes has exactly the shape of one of the five messages, with whole, non-negative, finite
 * counts; and parsing a parsed message (or its structured / JSON copy) gives it back unchanged.
 */

const RUNS = Number(process.env.SHELL_PROPERTY_RUNS) || 300;

const count = fc.oneof(fc.nat(), fc.double(), fc.integer(), fc.constantFrom<unknown>(Infinity, Number.NaN, -0, 1e308, '3', null));
const message = fc.record(
  {
    kind: fc.constantFrom<unknown>('hello', 'claim', 'resign', 'count', 'read', 'evil', 1),
    from: fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom<unknown>('', 7, null)),
    at: count,
    count: fc.oneof(
      fc.record({ total: count, byType: fc.dictionary(fc.oneof(fc.string({ maxLength: 4 }), fc.constantFrom('__proto__', 'constructor')), count, { maxKeys: 4 }) }, { requiredKeys: [] }),
      fc.anything({ maxDepth: 2 }),
    ),
    fetchedAt: count,
    msgType: fc.oneof(fc.string({ maxLength: 6 }), fc.anything({ maxDepth: 1 })),
  },
  { requiredKeys: [] },
);

const isWhole = (value: unknown) => typeof value === 'number' && Number.isFinite(value) && value >= 0;

describe('parseSyncMessage', () => {
  it('never throws; passes only well-formed messages, and passes them back unchanged', () => {
    let passed = 0;
    fc.assert(
      fc.property(fc.oneof({ weight: 4, arbitrary: message }, { weight: 1, arbitrary: fc.anything() }), (raw) => {
        const parsed = parseSyncMessage(raw);
        if (parsed === null) return;
        passed++;
        expect(parsed.from).not.toBe('');
        switch (parsed.kind) {
          case 'claim':
            expect(isWhole(parsed.at)).toBe(true);
            break;
          case 'count':
            expect(isWhole(parsed.count.total) && Number.isInteger(parsed.count.total)).toBe(true);
            for (const value of Object.values(parsed.count.byType)) expect(isWhole(value) && Number.isInteger(value)).toBe(true);
            expect(Object.getPrototypeOf(parsed.count.byType)).toBe(Object.prototype);
            expect(isWhole(parsed.fetchedAt)).toBe(true);
            break;
          case 'read':
            expect(parsed.msgType).not.toBe('');
            break;
          default:
            expect(Object.keys(parsed).sort()).toEqual(['from', 'kind']);
        }
        expect(parseSyncMessage(parsed)).toEqual(parsed);
        expect(parseSyncMessage(structuredClone(parsed))).toEqual(parsed);
        // (JSON turns -0 into 0: compare with the copy itself.)
        const copy: unknown = JSON.parse(JSON.stringify(parsed));
        expect(parseSyncMessage(copy)).toEqual(copy);
      }),
      { numRuns: RUNS },
    );
    expect(passed).toBeGreaterThan(0);
  });
});
