import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { ComplianceInfo } from '@shell/site-config';
import { cacheKey, EMPTY_COMPLIANCE } from '@shell/site-config';
import { createTestStore } from '@shell/test-utils';
import type { ShellTestOptions } from '@shell/test-utils';
import type { ShellStorage } from '../config';
import { createMemoryStorage } from '../cache/memoryStorage';
import { shellDataApi } from '../endpoints/sharedData';
import { ShellProvider } from '../react/ShellProvider';
import { endClientSession } from '../session/endClientSession';
import { complianceMemoryKey, complianceOwner } from './complianceMemory';
import { useShellPolicyContext } from './useShellPolicyContext';

/**
 * Issue 21 L10: a failed compliance check fails closed, and the last good answer that may stand
 * in for it is kept per site AND per user, so one user's answer never opens items for another
 * user (or a visitor) of the same browser.
 */
const KEPT: ComplianceInfo = { menu: ['deposit'], business: [], limit: { au_redirect: false, is_sanction_country: false } };
const CHECK_FAILS = [{ call: 'complianceCheck', kind: 'http-500' }] as const;

/** The policy's compliance once user info and the check have answered, on a store over `storage`. */
async function policyCompliance(storage: ShellStorage, options: ShellTestOptions = {}) {
  const { store, logger } = createTestStore({ ...options, config: { storage, ...options.config } });
  const wrapper = ({ children }: { children?: ReactNode }) => <ShellProvider store={store}>{children}</ShellProvider>;
  const { result, unmount } = renderHook(() => useShellPolicyContext(), { wrapper });
  await waitFor(() => {
    const state = store.getState();
    expect(shellDataApi.endpoints.getUserInfo.select()(state).isSuccess).toBe(true);
    expect(shellDataApi.endpoints.getComplianceCheck.select()(state).isSuccess).toBe(true);
  });
  const uid = shellDataApi.endpoints.getUserInfo.select()(store.getState()).data?.uid ?? '';
  const compliance = result.current.compliance ?? EMPTY_COMPLIANCE;
  unmount();
  return { compliance, uid, store, logger };
}

describe('the compliance answer kept for a failed check (issue 21 L10: fail closed, cache per user)', () => {
  it('is kept under the user who got it, and stands in when that user’s check fails', async () => {
    const storage = createMemoryStorage();
    const first = await policyCompliance(storage, { user: 'user' });
    expect(first.compliance.unknown).toBeUndefined();
    const key = complianceMemoryKey('main', first.uid);
    await waitFor(() => expect(storage.getItem(key)).not.toBeNull());
    expect(key).toMatch(new RegExp(`\\.${first.uid}$`));
    storage.setItem(key, JSON.stringify(KEPT));

    const again = await policyCompliance(storage, { user: 'user', faults: CHECK_FAILS });
    expect(again.compliance).toEqual(KEPT);
  });

  it('another user of the same browser and site gets no one else’s answer: the failed check stays closed', async () => {
    const storage = createMemoryStorage();
    const { uid } = await policyCompliance(storage, { user: 'user' });
    storage.setItem(complianceMemoryKey('main', uid), JSON.stringify(KEPT));

    const other = await policyCompliance(storage, { user: 'sub', faults: CHECK_FAILS });
    expect(other.uid).not.toBe(uid);
    expect(other.compliance.unknown).toBe(true);
    const visitor = await policyCompliance(storage, { user: 'visitor', faults: CHECK_FAILS });
    expect(visitor.compliance.unknown).toBe(true);
  });

  it('a visitor’s answer is kept for visitors only', async () => {
    const storage = createMemoryStorage();
    await policyCompliance(storage, { user: 'visitor' });
    await waitFor(() => expect(storage.getItem(complianceMemoryKey('main', 'visitor'))).not.toBeNull());
    storage.setItem(complianceMemoryKey('main', 'visitor'), JSON.stringify(KEPT));
    expect((await policyCompliance(storage, { user: 'visitor', faults: CHECK_FAILS })).compliance).toEqual(KEPT);
    expect((await policyCompliance(storage, { user: 'user', faults: CHECK_FAILS })).compliance.unknown).toBe(true);
  });

  it('is kept per site: the main site’s answer never stands in on another sub-site', async () => {
    const storage = createMemoryStorage();
    const { uid } = await policyCompliance(storage, { user: 'user' });
    storage.setItem(complianceMemoryKey('main', uid), JSON.stringify(KEPT));
    expect((await policyCompliance(storage, { user: 'user', site: 'eu', faults: CHECK_FAILS })).compliance.unknown).toBe(true);
  });

  it('the one answer per site that earlier versions kept, whoever got it, is never used and is removed', async () => {
    const legacyKey = cacheKey('compliance_check_v1', 'main');
    const storage = createMemoryStorage({ [legacyKey]: JSON.stringify({ value: KEPT, lang: null, storedAt: Date.now() }) });
    expect((await policyCompliance(storage, { user: 'user', faults: CHECK_FAILS })).compliance.unknown).toBe(true);
    await policyCompliance(storage, { user: 'user' });
    await waitFor(() => expect(storage.getItem(legacyKey)).toBeNull());
  });

  it('a kept entry of another shape, corrupt JSON or storage that throws counts as none (logged, entry removed)', async () => {
    const storage = createMemoryStorage();
    const { uid } = await policyCompliance(storage, { user: 'user' });
    const key = complianceMemoryKey('main', uid);
    for (const raw of ['{not json', JSON.stringify({ menu: [1], business: [], limit: {} }), JSON.stringify({ ...KEPT, unknown: true })]) {
      storage.setItem(key, raw);
      const { compliance, logger } = await policyCompliance(storage, { user: 'user', faults: CHECK_FAILS });
      expect(compliance.unknown).toBe(true);
      expect(storage.getItem(key)).toBeNull();
      expect(logger.entries.some((entry) => entry.event === 'cache.error' && entry.source === key)).toBe(true);
    }
    const throwing: ShellStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect((await policyCompliance(throwing, { user: 'user', faults: CHECK_FAILS })).compliance.unknown).toBe(true);
    expect((await policyCompliance(throwing, { user: 'user' })).compliance.unknown).toBeUndefined();
  });

  it('logout removes the user’s kept answer with their other entries (L11)', async () => {
    const storage = createMemoryStorage();
    const { uid, store } = await policyCompliance(storage, { user: 'user' });
    const key = complianceMemoryKey('main', uid);
    await waitFor(() => expect(storage.getItem(key)).not.toBeNull());
    endClientSession(store);
    expect(storage.getItem(key)).toBeNull();
  });

  it('nobody owns an answer before user info answered, or when a signed-in answer has no usable id', () => {
    expect(complianceOwner(undefined)).toBeUndefined();
    expect(complianceOwner({ isLogin: false, uid: '' } as never)).toBe('visitor');
    expect(complianceOwner({ isLogin: true, uid: '10001' } as never)).toBe('10001');
    expect(complianceOwner({ isLogin: true, uid: '' } as never)).toBeUndefined();
    expect(complianceOwner({ isLogin: true, uid: '../../x' } as never)).toBeUndefined();
  });
});
