import { describe, expect, it } from 'vitest';
import { BREAKPOINTS, MEDIA } from './media';

describe('spec §9 breakpoints', () => {
  it('pins the values and the queries built from them', () => {
    expect(BREAKPOINTS).toEqual({ mobileMax: 767.9, tablet: 768, desktop: 992, wideMax: 1439, wide: 1440, halfScreen: 414 });
    expect(MEDIA.mobile).toBe('(max-width: 767.9px)');
    expect(MEDIA.tablet).toBe('(min-width: 768px) and (max-width: 991.9px)');
    expect(MEDIA.desktop).toBe('(min-width: 992px)');
    expect(MEDIA.wide).toBe('(min-width: 1440px)');
    expect(MEDIA.halfScreen).toBe('(max-width: 414px)');
  });
});
