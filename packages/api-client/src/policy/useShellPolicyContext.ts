import { useMemo } from 'react';
import { useStore } from 'react-redux';
import type { PolicyContext, PolicyEnv } from '@shell/site-config';
import type { ShellStore } from '../store';
import { useShellSelector } from '../react/ShellProvider';
import { useGetUserInfoQuery } from '../endpoints/userData';
import { useGetComplianceCheckQuery } from '../endpoints/compliance';
import { useGetCommonDataQuery } from '../endpoints/siteData';
import { useUnifiedAccountMode } from '../hooks/useUnifiedAccountMode';
import { buildPolicyContext } from './buildPolicyContext';

/**
 * The policy context of the current session: site, user (visitor / main / sub, tier, KYC, safe
 * level, white list, unified mode, switch-tag cookie), compliance and country limits. User-only
 * data (unified mode) is not requested for visitors. Until data arrives the context is the
 * visitor's, which shows the least.
 */
export function useShellPolicyContext(env?: PolicyEnv): PolicyContext {
  const store = useStore() as ShellStore;
  const site = useShellSelector((state) => state.shellSession.site);
  const { data: userInfo } = useGetUserInfoQuery();
  const { data: compliance } = useGetComplianceCheckQuery();
  const { data: commonData } = useGetCommonDataQuery();
  const unifiedAccountMode = useUnifiedAccountMode();
  const cookies = store.shellConfig.getCookies();
  // Rebuilt from its fields so an inline `env` object literal does not defeat the memo below.
  const hasEnv = env !== undefined;
  const newMenuFlag = env?.newMenuFlag;
  const euVisitor = env?.euVisitor;
  const stableEnv = useMemo<PolicyEnv | undefined>(
    () => (hasEnv ? { ...(newMenuFlag === undefined ? {} : { newMenuFlag }), ...(euVisitor === undefined ? {} : { euVisitor }) } : undefined),
    [hasEnv, newMenuFlag, euVisitor],
  );
  return useMemo(
    () => buildPolicyContext({ site, userInfo, compliance, commonData, unifiedAccountMode, cookies, env: stableEnv }),
    [site, userInfo, compliance, commonData, unifiedAccountMode, cookies, stableEnv],
  );
}
