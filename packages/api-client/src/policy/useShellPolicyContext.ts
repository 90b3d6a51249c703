import { createContext, createElement, useContext, useMemo } from 'react';
import type { ReactNode } from 'react';
import { useStore } from 'react-redux';
import type { PolicyContext, PolicyEnv } from '@shell/site-config';
import type { ShellStore } from '../store';
import { useShellSelector } from '../react/hooks';
import { useGetUserInfoQuery } from '../endpoints/userData';
import { useGetComplianceCheckQuery } from '../endpoints/compliance';
import { useGetCommonDataQuery } from '../endpoints/siteData';
import { useUnifiedAccountMode } from '../hooks/useUnifiedAccountMode';
import { buildPolicyContext } from './buildPolicyContext';

const SessionPolicy = createContext<PolicyContext | null>(null);

/**
 * Subscribes once, for the whole tree below `ShellProvider`, to what the policy is built from
 * (user info, compliance, common data, and the unified mode when logged in) and provides the
 * session's policy context. Dozens of components ask `isShown`; each used to run five RTK Query
 * hooks of its own, which was most of the server render's time.
 */
export function SessionPolicyProvider({ children }: { children?: ReactNode }) {
  const store = useStore() as ShellStore;
  const site = useShellSelector((state) => state.shellSession.site);
  const { data: userInfo } = useGetUserInfoQuery();
  const { data: compliance } = useGetComplianceCheckQuery();
  const { data: commonData } = useGetCommonDataQuery();
  const unifiedAccountMode = useUnifiedAccountMode();
  const cookies = store.shellConfig.getCookies();
  const policy = useMemo(
    () => buildPolicyContext({ site, userInfo, compliance, commonData, unifiedAccountMode, cookies }),
    [site, userInfo, compliance, commonData, unifiedAccountMode, cookies],
  );
  return createElement(SessionPolicy.Provider, { value: policy }, children);
}

/**
 * The policy context of the current session: site, user (visitor / main / sub, tier, KYC, safe
 * level, white list, unified mode, switch-tag cookie), compliance and country limits. User-only
 * data (unified mode) is not requested for visitors. Until data arrives the context is the
 * visitor's, which shows the least. `env` adds the caller's environment flags.
 */
export function useShellPolicyContext(env?: PolicyEnv): PolicyContext {
  const base = useContext(SessionPolicy);
  if (!base) throw new Error('useShellPolicyContext must be used inside <ShellProvider>');
  // Rebuilt from its fields so an inline `env` object literal does not defeat the memo below.
  const hasEnv = env !== undefined;
  const newMenuFlag = env?.newMenuFlag;
  const euVisitor = env?.euVisitor;
  return useMemo(
    () =>
      hasEnv
        ? { ...base, env: { ...(newMenuFlag === undefined ? {} : { newMenuFlag }), ...(euVisitor === undefined ? {} : { euVisitor }) } }
        : base,
    [base, hasEnv, newMenuFlag, euVisitor],
  );
}
