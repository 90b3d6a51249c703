import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { isTypingTarget, MarketSearchHotkey } from './useMarketSearchHotkey';

describe('"/" focuses the market search', () => {
  it('focuses the visible market search field from anywhere on the page', () => {
    render(
      <>
        <MarketSearchHotkey />
        <button type="button">elsewhere</button>
        <div hidden>
          <input aria-label="hidden search" data-shell-market-search="" />
        </div>
        <input aria-label="market search" data-shell-market-search="" />
      </>,
    );
    screen.getByRole('button').focus();
    fireEvent.keyDown(screen.getByRole('button'), { key: '/' });
    expect(document.activeElement).toBe(screen.getByLabelText('market search'));
  });

  it('is ignored while typing in a field or with a modifier', () => {
    render(
      <>
        <MarketSearchHotkey />
        <textarea aria-label="notes" />
        <input aria-label="market search" data-shell-market-search="" />
      </>,
    );
    const notes = screen.getByLabelText('notes');
    notes.focus();
    fireEvent.keyDown(notes, { key: '/' });
    expect(document.activeElement).toBe(notes);
    fireEvent.keyDown(document.body, { key: '/', ctrlKey: true });
    expect(document.activeElement).toBe(notes);
  });

  it('asks the host to open the flyout when no market search is on screen', () => {
    const onRequestOpen = vi.fn();
    render(<MarketSearchHotkey onRequestOpen={onRequestOpen} />);
    fireEvent.keyDown(document.body, { key: '/' });
    expect(onRequestOpen).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['input', true],
    ['textarea', true],
    ['select', true],
    ['button', false],
  ])('isTypingTarget(<%s>) is %s', (tag, expected) => {
    expect(isTypingTarget(document.createElement(tag))).toBe(expected);
  });
});
