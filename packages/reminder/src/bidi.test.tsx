import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { corpusAt, HOSTILE } from '@shell/mocks';
import { BIDI_CONTROL, expectBidiIsolated, renderWithShell } from '@shell/test-utils';
import { ReminderPage } from './ReminderPage/ReminderPage';

/**
 * Tab names, message titles and contents from the server with bidi controls (the hostile corpus):
 * each sits in a `bdi` of its own, so an unclosed U+202E cannot reorder the unread count, the
 * "Unread" prefix or the rest of the card.
 */

/** The round whose first tab is named with the corpus' first bidi entry (U+202E). */
const BIDI_ROUND = HOSTILE.texts.findIndex((text) => BIDI_CONTROL.test(text)) + 1;

describe('bidi isolation of notification texts', () => {
  it('tab names, titles and contents of the reminder page', async () => {
    const { user, container } = renderWithShell(<ReminderPage />, { user: 'user', hostileRound: BIDI_ROUND });
    const tabs = await screen.findAllByRole('tab');
    await waitFor(() => expect(tabs[0]).toHaveTextContent(corpusAt(HOSTILE.texts, BIDI_ROUND - 1)));
    const panel = await screen.findByRole('tabpanel');
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(10));
    // Messages 10…19 carry the corpus' bidi entries as titles (records use entry = position).
    await user.click(within(panel).getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(panel).getAllByRole('article')).toHaveLength(20));
    const titles = within(panel).getAllByRole('heading').map((heading) => heading.textContent ?? '');
    expect(titles.filter((title) => BIDI_CONTROL.test(title)).length).toBeGreaterThanOrEqual(4);
    expect(expectBidiIsolated(container)).toBeGreaterThanOrEqual(8);
  });
});
