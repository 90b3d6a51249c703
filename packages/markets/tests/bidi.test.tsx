import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BIDI_CONTROL, expectBidiIsolated } from '@shell/test-utils';
import { MarketFlyout } from '../src';
import { renderInHost } from './helpers';

/**
 * Coin names from the server with bidi controls (the hostile corpus, `hostileRound`: the top rows
 * of every list carry every corpus text as their name): each sits in a `bdi` of its own, so an
 * unclosed U+202E cannot reorder the volume beside it.
 */
type Kind = Parameters<typeof MarketFlyout>[0]['kind'];

describe('bidi isolation of coin names', () => {
  it.each<Kind>(['trade', 'futures'])('%s flyout: every row subtitle with a bidi control is isolated', async (kind) => {
    const { container } = renderInHost(<MarketFlyout kind={kind} open />, { user: 'user', hostileRound: 1 });
    await waitFor(() => expect(screen.getAllByRole('option').length).toBeGreaterThan(0));
    await waitFor(() => expect(container.querySelector('.shell-markets__body[aria-busy]')).toBeNull());
    const subtitles = Array.from(container.querySelectorAll('.shell-markets__sub'));
    // The corpus reached the rows (some name carries a bidi control) …
    await waitFor(() => expect(subtitles.some((sub) => BIDI_CONTROL.test(sub.textContent ?? ''))).toBe(true));
    // … and the volume still sits outside the name's isolate.
    expect(expectBidiIsolated(container)).toBeGreaterThan(0);
    for (const sub of subtitles) expect(sub.querySelector('bdi + .shell-markets__volume, bdi:only-child')).not.toBeNull();
  });
});
