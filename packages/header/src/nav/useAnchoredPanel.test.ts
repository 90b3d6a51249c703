import { describe, expect, it } from 'vitest';
import { anchorOffset, PANEL_VIEWPORT_MARGIN } from './useAnchoredPanel';

// The navigation spans 200–1200 px of a 1280 px viewport.
const container = { left: 200, right: 1200 };
const viewportWidth = 1280;

describe('anchorOffset', () => {
  it('puts the panel under its entry (left to right)', () => {
    expect(anchorOffset({ container, entry: { left: 450, right: 520 }, panelWidth: 300, viewportWidth, rtl: false })).toBe(250);
  });

  it('moves it back so its end stays inside the viewport, with the margin', () => {
    const offset = anchorOffset({ container, entry: { left: 1100, right: 1180 }, panelWidth: 400, viewportWidth, rtl: false });
    expect(offset).toBe(viewportWidth - PANEL_VIEWPORT_MARGIN - 400 - container.left);
    expect(container.left + offset + 400).toBe(viewportWidth - PANEL_VIEWPORT_MARGIN);
  });

  it('starts a panel wider than the room at the navigation start, never before it', () => {
    expect(anchorOffset({ container, entry: { left: 900, right: 980 }, panelWidth: 1300, viewportWidth, rtl: false })).toBe(0);
  });

  it('measures from the right edge in right-to-left', () => {
    // Entry 150 px from the navigation's right edge: the panel's right edge goes under it.
    expect(anchorOffset({ container, entry: { left: 980, right: 1050 }, panelWidth: 300, viewportWidth, rtl: true })).toBe(150);
    // Near the left end of the viewport it moves back towards the right.
    const offset = anchorOffset({ container, entry: { left: 210, right: 280 }, panelWidth: 400, viewportWidth, rtl: true });
    expect(container.right - offset - 400).toBe(PANEL_VIEWPORT_MARGIN);
  });

  it('gives whole pixels', () => {
    expect(Number.isInteger(anchorOffset({ container, entry: { left: 450.4, right: 520 }, panelWidth: 300, viewportWidth, rtl: false }))).toBe(true);
  });
});
