import { siteHidesSection } from '../regional-hidden';
import type { RegionalSection } from '../regional-hidden';
import { SITES } from '../sites';
import type { HiddenFlag, SiteDefinition } from '../sites';
import type { SiteKey } from '../site-keys';
import { EMPTY_COMPLIANCE, NO_COUNTRY_LIMITS, complianceFlag, complianceHides } from './context';
import type { ComplianceInfo, CountryLimits, PolicyContext, PolicyEnv, PolicyUser } from './context';

/** The context with every default filled in. */
export interface ResolvedContext {
  key: SiteKey;
  site: SiteDefinition;
  user: PolicyUser;
  loggedIn: boolean;
  compliance: ComplianceInfo;
  limits: CountryLimits;
  env: PolicyEnv;
}

export function resolveContext(ctx: PolicyContext): ResolvedContext {
  return {
    key: ctx.site,
    site: SITES[ctx.site],
    user: ctx.user,
    loggedIn: ctx.user.kind !== 'visitor',
    compliance: ctx.compliance ?? EMPTY_COMPLIANCE,
    limits: { ...NO_COUNTRY_LIMITS, ...ctx.limits },
    env: ctx.env ?? {},
  };
}

/** A rule returns the reason it hides the item, or null when it lets it through. */
export type Rule = (ctx: ResolvedContext) => string | null;

/** Shown only when `pass` holds; otherwise hidden for `reason`. */
export const when =
  (pass: (ctx: ResolvedContext) => boolean, reason: string | ((ctx: ResolvedContext) => string)): Rule =>
  (ctx) =>
    pass(ctx) ? null : typeof reason === 'string' ? reason : reason(ctx);

export const needsLogin: Rule = when((c) => c.loggedIn, 'needs login');
export const visitorsOnly: Rule = when((c) => !c.loggedIn, 'visitors only');
export const never = (reason: string): Rule => () => reason;

export const siteFlag = (flag: HiddenFlag): Rule =>
  when((c) => !c.site.hidden[flag], (c) => `hidden on ${c.key} (${flag} flag)`);

export const onlyOn = (...sites: SiteKey[]): Rule =>
  when((c) => sites.includes(c.key), `only on ${sites.join(', ')}`);

export const hiddenOn = (sites: readonly SiteKey[], why?: string): Rule =>
  when((c) => !sites.includes(c.key), (c) => why ?? `hidden on ${c.key}`);

export const section = (name: RegionalSection): Rule =>
  when((c) => !siteHidesSection(c.key, name), (c) => `${c.key} hides ${name}`);

export const complianceMenu = (key: string): Rule =>
  when((c) => !complianceHides(c.compliance, key), `compliance menu: ${key}`);

export const complianceBusiness = (flag: string): Rule =>
  when((c) => !complianceFlag(c.compliance, flag), `compliance business: ${flag}`);

export const notUkLimited: Rule = when((c) => !c.limits.uk, 'uk limit');
export const notItalyLimited: Rule = when((c) => !c.limits.italy, 'italy limit');
export const notSanctioned: Rule = when((c) => !c.compliance.limit.is_sanction_country && c.compliance.unknown !== true, (c) => (c.compliance.unknown ? 'compliance unknown' : 'sanction country'));

/** Deposits stop for withdraw-only and blocked countries and sanctioned locations. */
export const depositAllowed: readonly Rule[] = [
  when((c) => !c.limits.withdrawOnly, 'withdraw-only limit'),
  when((c) => !c.limits.blockedCountry, 'blocked country'),
  notSanctioned,
];

export const classicAccountOnly: Rule = when((c) => !c.user.unifiedActive, 'unified account folds it in');
export const unifiedAccountOnly: Rule = when((c) => c.user.unifiedActive === true, 'classic account mode');
