import { createContext, createElement, useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import type { PolicyContext, PolicyEnv, SiteKey } from '@shell/site-config';
import { useShellSelector, useShellStore } from '../react/hooks';
import type { ComplianceInfo } from '@shell/site-config';
import { useGetCommonDataQuery, useGetComplianceCheckQuery, useGetUnifiedAccountModeQuery, useGetUserInfoQuery } from '../endpoints/sharedData';
import type { CommonData } from '../schemas/commonData';
import type { UnifiedAccountMode } from '../schemas/unifiedAccount';
import { UNIFIED_ACCOUNT_DEFAULTS, VISITOR_USER_INFO } from '../schemas/sharedDefaults';
import type { UserInfo } from '../schemas/userInfo';
import { buildPolicyContext } from './buildPolicyContext';
import { complianceOwner, recallCompliance, rememberCompliance } from './complianceMemory';

const SessionPolicy = createContext<PolicyContext | null>(null);

/** User info with the visitor defaults while loading, so components never branch on `undefined`. */
export interface UserInfoState extends UserInfo {
  /** Spec §3 `clientLoading`: true until the first answer (or fallback) arrived. */
  clientLoading: boolean;
}

/** The session's data that most of the shell reads: one subscription each, for the whole tree. */
export interface SessionData {
  userInfo: UserInfoState;
  compliance: ComplianceInfo | undefined;
  commonData: CommonData | undefined;
  unifiedAccountMode: UnifiedAccountMode;
}

const SessionDataContext = createContext<SessionData | null>(null);

const subscribeNothing = () => () => {};
/** False on the server and while hydrating, true after: a kept answer must not change the hydrated HTML. */
function useAfterHydration(): boolean {
  return useSyncExternalStore(subscribeNothing, () => true, () => false);
}

/**
 * The compliance answer the policy uses: the check's own, or, when it failed, the last good answer
 * given to the same user on the same site (kept in storage after hydration; see `complianceMemory`).
 * While user info has not answered, nobody's kept answer applies: the failed check stays closed.
 */
function useKeptCompliance(site: SiteKey, userInfo: UserInfo | undefined, compliance: ComplianceInfo | undefined): ComplianceInfo | undefined {
  const { shellConfig } = useShellStore();
  const hydrated = useAfterHydration();
  const owner = complianceOwner(userInfo);
  useEffect(() => {
    if (compliance !== undefined && compliance.unknown !== true && owner !== undefined) rememberCompliance(shellConfig, site, owner, compliance);
  }, [shellConfig, site, owner, compliance]);
  return useMemo(() => {
    if (!hydrated || compliance?.unknown !== true || owner === undefined) return compliance;
    return recallCompliance(shellConfig, site, owner) ?? compliance;
  }, [hydrated, shellConfig, site, owner, compliance]);
}

/** The session data of `ShellProvider` (internal: the public hooks below read it). */
export function useSessionData(): SessionData {
  const data = useContext(SessionDataContext);
  if (!data) throw new Error('this hook must be used inside <ShellProvider>');
  return data;
}

/**
 * Subscribes once, for the whole tree below `ShellProvider`, to what the policy is built from
 * (user info, compliance, common data, and the unified mode when logged in) and provides the
 * session's policy context and that data. Dozens of components ask `isShown` or read user info
 * and common data; each used to run RTK Query hooks of its own (a subscription and a selector
 * per hook), which was most of the server render's time.
 */
export function SessionPolicyProvider({ children }: { children?: ReactNode }) {
  const store = useShellStore();
  const site = useShellSelector((state) => state.shellSession.site);
  const { data: userInfo, isLoading: userInfoLoading } = useGetUserInfoQuery();
  const { data: checked } = useGetComplianceCheckQuery();
  const compliance = useKeptCompliance(site, userInfo, checked);
  const { data: commonData } = useGetCommonDataQuery();
  // User-only data is not requested for visitors (spec §4: nothing that can only fail).
  const loggedIn = userInfo?.isLogin === true;
  const { data: unified } = useGetUnifiedAccountModeQuery(undefined, { skip: !loggedIn });
  const unifiedAccountMode = loggedIn ? (unified ?? UNIFIED_ACCOUNT_DEFAULTS) : UNIFIED_ACCOUNT_DEFAULTS;
  const cookies = store.shellConfig.getCookies();
  const policy = useMemo(
    () => buildPolicyContext({ site, userInfo, compliance, commonData, unifiedAccountMode, cookies }),
    [site, userInfo, compliance, commonData, unifiedAccountMode, cookies],
  );
  const data = useMemo<SessionData>(
    () => ({ userInfo: { ...(userInfo ?? VISITOR_USER_INFO), clientLoading: userInfoLoading }, compliance, commonData, unifiedAccountMode }),
    [userInfo, userInfoLoading, compliance, commonData, unifiedAccountMode],
  );
  return createElement(SessionDataContext.Provider, { value: data }, createElement(SessionPolicy.Provider, { value: policy }, children));
}

/** The common data (spec §3) once it arrived, `undefined` before; the provider's subscription fetches it. */
export function useCommonData(): CommonData | undefined {
  return useSessionData().commonData;
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
  return env === undefined ? base : withEnv(base, env.newMenuFlag, env.euVisitor);
}

/**
 * The session's policy context with environment flags, one object per base context and flags:
 * every component that asks with the same flags (the footer's parts all pass `euVisitor`) shares
 * it, and with it the policy's per-context decisions, instead of each deciding every item again.
 */
const contextsWithEnv = new WeakMap<PolicyContext, Map<string, PolicyContext>>();

function withEnv(base: PolicyContext, newMenuFlag: PolicyEnv['newMenuFlag'], euVisitor: PolicyEnv['euVisitor']): PolicyContext {
  let byFlags = contextsWithEnv.get(base);
  if (byFlags === undefined) contextsWithEnv.set(base, (byFlags = new Map()));
  const key = `${String(newMenuFlag)}|${String(euVisitor)}`;
  let context = byFlags.get(key);
  if (context === undefined) {
    context = { ...base, env: { ...(newMenuFlag === undefined ? {} : { newMenuFlag }), ...(euVisitor === undefined ? {} : { euVisitor }) } };
    byFlags.set(key, context);
  }
  return context;
}
