import { act, fireEvent, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { renderHeader } from '../test/renderHeader.test-helper';
import { navScrollState } from './useNavScroll';

describe('navScrollState', () => {
  it.each([
    ['all visible', { scrollLeft: 0, scrollWidth: 500, clientWidth: 500 }, false, false],
    ['at the start', { scrollLeft: 0, scrollWidth: 900, clientWidth: 500 }, false, true],
    ['in the middle', { scrollLeft: 200, scrollWidth: 900, clientWidth: 500 }, true, true],
    ['at the end', { scrollLeft: 400, scrollWidth: 900, clientWidth: 500 }, true, false],
    ['RTL in the middle (negative scrollLeft)', { scrollLeft: -200, scrollWidth: 900, clientWidth: 500 }, true, true],
    ['RTL at the end', { scrollLeft: -400, scrollWidth: 900, clientWidth: 500 }, true, false],
  ])('%s', (_name, el, back, forward) => {
    expect(navScrollState(el)).toEqual({ canScrollBack: back, canScrollForward: forward });
  });
});

/** Gives the nav list a layout jsdom does not compute. */
function layout(list: HTMLElement, scrollLeft: number) {
  Object.defineProperty(list, 'scrollWidth', { configurable: true, value: 1200 });
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: 600 });
  Object.defineProperty(list, 'scrollLeft', { configurable: true, writable: true, value: scrollLeft });
}

describe.each([
  ['en', 'ltr', 180],
  ['ar', 'rtl', -180],
] as const)('scroll arrows in %s (%s)', (lang, _dir, step) => {
  it('appear by scroll position, scroll 180 px towards the end and recheck after 100 ms', async () => {
    const { container } = await renderHeader({ site: 'main', lang });
    const list = container.querySelector('.shell-header__nav-list') as HTMLElement;
    const scrollBy = vi.fn((options: ScrollToOptions) => {
      list.scrollLeft += options.left ?? 0;
    });
    Object.defineProperty(list, 'scrollBy', { configurable: true, value: scrollBy });
    layout(list, 0);
    fireEvent.scroll(list);
    expect(screen.queryByRole('button', { name: 'Scroll menu back' })).toBeNull();
    const forward = screen.getByRole('button', { name: 'Scroll menu forward' });
    // Out of the Tab order: keyboard focus walks the entries themselves.
    expect(forward).toHaveAttribute('tabindex', '-1');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.click(forward);
      expect(scrollBy).toHaveBeenCalledWith({ left: step, behavior: 'smooth' });
      // No scroll event (smooth scrolling still running): the recheck timer shows the back arrow.
      expect(screen.queryByRole('button', { name: 'Scroll menu back' })).toBeNull();
      act(() => vi.advanceTimersByTime(100));
      expect(screen.getByRole('button', { name: 'Scroll menu back' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
    layout(list, step * 10);
    fireEvent.scroll(list);
    expect(screen.queryByRole('button', { name: 'Scroll menu forward' })).toBeNull();
  });
});
