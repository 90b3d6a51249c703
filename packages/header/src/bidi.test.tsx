import { screen, within } from '@testing-library/react';
import { expectBidiIsolated } from '@shell/test-utils';
import { corpusAt, HOSTILE } from '@shell/mocks';
import { renderHeader } from './test/renderHeader.test-helper';
import { AnnouncementBar } from './preferences/AnnouncementBar';
import { renderPrefs } from './preferences/testing.test-helper';

/**
 * Server text with bidi controls (the corpus' U+202E, U+2066–2069, U+200F entries) in every text
 * sink of the header: each sits in an isolating element of its own (`bdi`), so an unclosed
 * override cannot reorder the shell's own text beside it (tags, counts, the rest of the card).
 */

/** The first corpus round whose one-value text carries U+2067 U+202E (rounds use entry `round - 1`). */
const BIDI_ROUND = HOSTILE.texts.findIndex((text) => text.startsWith('\u2067\u202e')) + 1;

describe('bidi isolation of server text', () => {
  it('the corpus has the bidi entries this file relies on', () => {
    expect(BIDI_ROUND).toBeGreaterThan(0);
    expect(corpusAt(HOSTILE.texts, BIDI_ROUND)).toMatch(/^\u2068/);
  });

  it('remote menu titles, descriptions and tag words (bar and dropdowns), the nickname of the user card', async () => {
    const { container } = await renderHeader({ user: 'user', hostileRound: BIDI_ROUND, props: { newMenuSystem: 'true' }, openMenus: true });
    const nav = container.querySelector('.shell-header__nav') as HTMLElement;
    // Every corpus text is a title, a description and a tag word of the remote menu's items.
    expect(within(nav).getAllByText(corpusAt(HOSTILE.texts, BIDI_ROUND - 1)).length).toBeGreaterThan(0);
    const nickname = container.querySelector('.shell-header__nickname');
    expect(nickname?.textContent).toBe(corpusAt(HOSTILE.texts, BIDI_ROUND - 1));
    expect(nickname?.querySelector('bdi')?.textContent).toBe(nickname?.textContent);
    // Four bidi texts, each many times over in the menu (titles, children, tags), plus the nickname.
    expect(expectBidiIsolated(container)).toBeGreaterThan(8);
  });

  it('the mobile drawer: remote side-menu sections and links, the user card', async () => {
    const { user } = await renderHeader({ user: 'user', hostileRound: BIDI_ROUND, props: { newMenuSystem: 'true' } });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    await within(drawer).findAllByText(corpusAt(HOSTILE.texts, BIDI_ROUND - 1));
    // Closed sections hold their links too (native <details>): all of them are checked.
    expect(expectBidiIsolated(drawer)).toBeGreaterThan(4);
  });

  it("the visitor's sign-up bubble", async () => {
    const { container } = await renderHeader({ hostileRound: BIDI_ROUND });
    const bubble = container.querySelector('.shell-header__bubble');
    expect(bubble?.textContent).toBe(corpusAt(HOSTILE.texts, BIDI_ROUND - 1));
    expect(expectBidiIsolated(container)).toBe(1);
  });

  it('the announcement and the full-site bulletin', async () => {
    const { container } = renderPrefs(<AnnouncementBar />, { pathname: '/', hostileRound: BIDI_ROUND });
    await screen.findByRole('region', { name: 'Announcement' });
    await screen.findByRole('region', { name: 'Site-wide notice' });
    expect(expectBidiIsolated(container)).toBe(2);
  });
});
