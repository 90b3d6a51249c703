import { describe, expect, it } from 'vitest';
import { REFERENCE_TIMES, RISE_COLORS } from '@shell/site-config';
import { shellMessages } from '@shell/site-config/messages';
import { referenceTimeMessages, restrictedNoticeMessages, riseColorMessages, upgradePlanMessages } from './settingMessages';

describe('setting labels', () => {
  it('labels every settings option and upgrade plan', () => {
    expect(Object.keys(riseColorMessages).sort()).toEqual([...RISE_COLORS].sort());
    expect(riseColorMessages.risegreen.defaultMessage).toBe('Green up / Red down');
    expect(riseColorMessages.risered.defaultMessage).toBe('Red up / Green down');
    expect(Object.keys(referenceTimeMessages).sort()).toEqual([...REFERENCE_TIMES].sort());
    expect(Object.keys(upgradePlanMessages)).toEqual(['1', '2', '3']);
    expect(upgradePlanMessages[2].title.id).toBe('shell.upgradePlan.plan2.title');
  });

  it('keeps the restricted-location notices the spec gives (§8), one per restricted language', () => {
    expect(restrictedNoticeMessages).toEqual({ de: shellMessages.restrictedGerman, fr: shellMessages.restrictedFrench, es: shellMessages.restrictedSpanish });
  });
});
