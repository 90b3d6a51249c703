// The header's lookups from a setting value to its label: the settings options, the
// restricted-location notices of the language list and the upgrade plans. The descriptors
// themselves stay shared in `@shell/site-config/messages` (ids `shell.*`, translated in that
// package's catalogs); only these maps, which the header alone reads, live here.
import type { LangCode, ReferenceTime, RiseColor } from '@shell/site-config';
import { shellMessages } from '@shell/site-config/messages';
import type { MessageDescriptor } from '@shell/site-config/messages';

export const riseColorMessages: Readonly<Record<RiseColor, MessageDescriptor>> = Object.freeze({
  risegreen: shellMessages.riseColorGreenUp,
  risered: shellMessages.riseColorRedUp,
});

export const referenceTimeMessages: Readonly<Record<ReferenceTime, MessageDescriptor>> = Object.freeze({
  '24h': shellMessages.referenceTime24h,
  utc0: shellMessages.referenceTimeUtc0,
  utc8: shellMessages.referenceTimeUtc8,
});

/** Restricted-location notices by the language choice they belong to (spec §6, §8). */
export const restrictedNoticeMessages: Readonly<Partial<Record<LangCode, MessageDescriptor>>> = Object.freeze({
  de: shellMessages.restrictedGerman,
  fr: shellMessages.restrictedFrench,
  es: shellMessages.restrictedSpanish,
});

export interface UpgradePlanMessages {
  readonly title: MessageDescriptor;
  /** Takes `{ amount }`, already formatted with its unit. */
  readonly requirement: MessageDescriptor;
}

/** By plan number, as in `SiteDefinition.upgradePlans`. */
export const upgradePlanMessages: Readonly<Record<1 | 2 | 3, UpgradePlanMessages>> = Object.freeze({
  1: Object.freeze({ title: shellMessages.upgradePlan1Title, requirement: shellMessages.upgradePlan1Requirement }),
  2: Object.freeze({ title: shellMessages.upgradePlan2Title, requirement: shellMessages.upgradePlan2Requirement }),
  3: Object.freeze({ title: shellMessages.upgradePlan3Title, requirement: shellMessages.upgradePlan3Requirement }),
});
