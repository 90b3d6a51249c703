import type { ComplianceInfo, SiteKey } from '@shell/site-config';
import { cacheKey } from '@shell/site-config';
import type { ShellStorage } from '../config';
import type { ShellLogger } from '../logger';
import { isComplianceInfo } from '../cache/cachedShapes';
import type { UserInfo } from '../schemas/userInfo';

/**
 * The last good compliance answer, kept per site and per user (issue 21 L10), for the moment a
 * check fails. The spec's §8 fallback for a failed check is "empty", which would show every item
 * a regulator asked to hide; the shell fails closed instead (`UNKNOWN_COMPLIANCE`) unless it holds
 * an earlier answer given to the same person on the same site.
 *
 * Why per user and not in the endpoint's cache: the answer follows the account (its country,
 * its KYC), so one user's answer must never stand in for another's on a shared browser, and the
 * endpoint cannot know who asked: user info and the check are requested together at start-up.
 * The provider knows both, so it keeps and recalls the answer once user info has answered.
 *
 * The key ends with the user's id (`shell.compliance.main.10001`), the shell's convention for
 * per-user entries, so logout removes it with the user's other entries.
 */
const KEY_PREFIX = 'shell.compliance';

/** The entry of the endpoint-level cache of earlier versions: one answer per site, whoever got it. */
const LEGACY_CACHE_NAME = 'compliance_check_v1';

/** Whose answer it is: the user's id, `visitor`, or undefined while user info has not answered. */
export function complianceOwner(userInfo: UserInfo | undefined): string | undefined {
  if (userInfo === undefined) return undefined;
  if (!userInfo.isLogin) return 'visitor';
  const uid = String(userInfo.uid ?? '');
  // A signed-in answer without an id cannot be told apart from another user's: keep nothing.
  return /^[A-Za-z0-9_-]{1,64}$/.test(uid) ? uid : undefined;
}

export function complianceMemoryKey(site: SiteKey, owner: string): string {
  return `${KEY_PREFIX}.${site}.${owner}`;
}

interface MemoryDeps {
  storage: ShellStorage | null;
  logger: ShellLogger;
}

/** Keeps a real answer (never a fallback) for this site and owner; storage that throws keeps nothing. */
export function rememberCompliance({ storage, logger }: MemoryDeps, site: SiteKey, owner: string, answer: ComplianceInfo): void {
  if (storage === null || answer.unknown === true) return;
  const value: ComplianceInfo = { menu: answer.menu, business: answer.business, limit: answer.limit };
  try {
    storage.setItem(complianceMemoryKey(site, owner), JSON.stringify(value));
    // An answer kept by an older shell belongs to nobody in particular: never recalled, removed.
    storage.removeItem(cacheKey(LEGACY_CACHE_NAME, site));
  } catch (error) {
    logger.log({ level: 'warn', event: 'cache.error', source: complianceMemoryKey(site, owner), reason: 'write', detail: error });
  }
}

/** The answer kept for this site and owner, or undefined (none, corrupt, another shape, storage that throws). */
export function recallCompliance({ storage, logger }: MemoryDeps, site: SiteKey, owner: string): ComplianceInfo | undefined {
  if (storage === null) return undefined;
  const key = complianceMemoryKey(site, owner);
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch (error) {
    logger.log({ level: 'warn', event: 'cache.error', source: key, reason: 'read', detail: error });
    return undefined;
  }
  if (raw === null) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    if (isComplianceInfo(value) && (value as { unknown?: unknown }).unknown === undefined) return value;
  } catch {
    // Corrupt JSON: handled as an entry of the wrong shape below.
  }
  logger.log({ level: 'warn', event: 'cache.error', source: key, reason: 'invalid entry removed', detail: raw.slice(0, 200) });
  try {
    storage.removeItem(key);
  } catch {
    // Nothing more to do: the entry is ignored either way.
  }
  return undefined;
}

/** Removes the answer kept for this site and user (logout); a storage that throws has none to remove. */
export function forgetCompliance({ storage }: Pick<MemoryDeps, 'storage'>, site: SiteKey, owner: string): void {
  if (storage === null || owner === '') return;
  try {
    storage.removeItem(complianceMemoryKey(site, owner));
  } catch {
    // Nothing was kept either.
  }
}
