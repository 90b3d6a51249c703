import { useEffect, useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import { renderWithHost } from './testing.test-helper';
import { useDisclosure } from './disclosure';
import type { DisclosureOptions } from './disclosure';

function Menu(props: DisclosureOptions) {
  const menu = useDisclosure({ pattern: 'menu', ...props });
  return (
    <div>
      <div {...menu.rootProps}>
        <button {...menu.triggerProps}>Wallet</button>
        <div {...menu.panelProps}>
          <a role="menuitem" href="/a">
            Overview
          </a>
          <a role="menuitem" href="/b">
            Deposit
          </a>
          <a role="menuitem" href="/c">
            Withdraw
          </a>
        </div>
      </div>
      <button type="button">Elsewhere</button>
      <output data-testid="ever">{String(menu.everOpened)}</output>
    </div>
  );
}

const panel = () => screen.getByRole('menu', { hidden: true });

describe('useDisclosure (menu button)', () => {
  it('wires the trigger to the panel with ARIA attributes', () => {
    renderWithHost(<Menu />);
    const trigger = screen.getByRole('button', { name: 'Wallet' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger.getAttribute('aria-controls')).toBe(panel().id);
    expect(panel()).toHaveAttribute('aria-labelledby', trigger.id);
    expect(panel()).not.toBeVisible();
    expect(screen.getByTestId('ever')).toHaveTextContent('false');
  });

  it('opens with Enter and focuses the first item; arrows wrap; Escape closes and returns focus', async () => {
    const { user } = renderWithHost(<Menu />);
    const trigger = screen.getByRole('button', { name: 'Wallet' });
    trigger.focus();
    await user.keyboard('{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Withdraw' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Withdraw' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Withdraw' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    expect(screen.getByTestId('ever')).toHaveTextContent('true');
  });

  it('opens with Space and ArrowDown too', async () => {
    const { user } = renderWithHost(<Menu />);
    const trigger = screen.getByRole('button', { name: 'Wallet' });
    trigger.focus();
    await user.keyboard(' ');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Overview' })).toHaveFocus();
  });

  it('toggles on click and closes on a press outside', async () => {
    const { user } = renderWithHost(<Menu />);
    const trigger = screen.getByRole('button', { name: 'Wallet' });
    await user.click(trigger);
    expect(panel()).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(panel()).not.toBeVisible();
    await user.click(trigger);
    await user.click(trigger);
    expect(panel()).not.toBeVisible();
  });

  it('opens on mouse hover and closes after the close delay when the mouse leaves', () => {
    vi.useFakeTimers();
    try {
      renderWithHost(<Menu hover closeDelayMs={120} />);
      const root = screen.getByRole('button', { name: 'Wallet' }).parentElement!;
      fireEvent.pointerEnter(root, { pointerType: 'mouse' });
      expect(panel()).toBeVisible();
      fireEvent.pointerLeave(root, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(100));
      expect(panel()).toBeVisible();
      fireEvent.pointerEnter(root, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(500));
      expect(panel()).toBeVisible();
      fireEvent.pointerLeave(root, { pointerType: 'mouse' });
      act(() => vi.advanceTimersByTime(120));
      expect(panel()).not.toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a hover-opened panel open on the click that follows, and closes on the next click', async () => {
    const { user } = renderWithHost(<Menu hover />);
    const trigger = screen.getByRole('button', { name: 'Wallet' });
    await user.hover(trigger);
    expect(panel()).toBeVisible();
    await user.click(trigger);
    expect(panel()).toBeVisible();
    await user.click(trigger);
    expect(panel()).not.toBeVisible();
  });

  it('ignores touch "hover" so a tap toggles instead', () => {
    renderWithHost(<Menu hover />);
    const root = screen.getByRole('button', { name: 'Wallet' }).parentElement!;
    fireEvent.pointerEnter(root, { pointerType: 'touch' });
    expect(panel()).not.toBeVisible();
  });

  it('closes when focus moves to another element outside', async () => {
    const { user } = renderWithHost(<Menu />);
    screen.getByRole('button', { name: 'Wallet' }).focus();
    await user.keyboard('{Enter}');
    expect(panel()).toBeVisible();
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(panel()).not.toBeVisible();
  });

  it('reports each change once with its reason', async () => {
    const changes: [boolean, string][] = [];
    const { user } = renderWithHost(<Menu onOpenChange={(open, reason) => changes.push([open, reason])} />);
    const trigger = screen.getByRole('button', { name: 'Wallet' });
    await user.click(trigger);
    trigger.focus();
    await user.keyboard('{Escape}');
    expect(changes).toEqual([
      [true, 'click'],
      [false, 'escape'],
    ]);
  });
});

function LazyFlyout() {
  const flyout = useDisclosure({ pattern: 'disclosure' });
  return (
    <div {...flyout.rootProps}>
      <button {...flyout.triggerProps}>Spot</button>
      <div {...flyout.panelProps}>{flyout.everOpened ? <SlowContent /> : null}</div>
    </div>
  );
}

/** Content that arrives after the panel opened, like a lazily loaded flyout. */
function SlowContent() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return ready ? (
    <>
      <button type="button">Spot tab</button>
      <input aria-label="Search markets" />
    </>
  ) : (
    <p>Loading</p>
  );
}

describe('useDisclosure (disclosure pattern)', () => {
  it('focuses the search field of a lazily filled panel once it appears, ahead of earlier buttons', async () => {
    const { user } = renderWithHost(<LazyFlyout />);
    screen.getByRole('button', { name: 'Spot' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('textbox', { name: 'Search markets' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: 'Spot' })).toHaveFocus();
  });
});

describe('useDisclosure close()', () => {
  function Closing({ seen }: { seen: (() => void)[] }) {
    const d = useDisclosure();
    seen.push(d.close);
    return (
      <div {...d.rootProps}>
        <button {...d.triggerProps}>Toggle</button>
        <div {...d.panelProps}>
          <button type="button" onClick={d.close}>
            Done
          </button>
        </div>
      </div>
    );
  }

  it('is one function across renders, closes, and returns focus from the panel to the trigger', () => {
    const seen: (() => void)[] = [];
    renderWithHost(<Closing seen={seen} />);
    const toggle = screen.getByRole('button', { name: 'Toggle' });
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const done = screen.getByRole('button', { name: 'Done' });
    done.focus();
    fireEvent.click(done);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(toggle);
    expect(new Set(seen).size).toBe(1);
    expect(seen.length).toBeGreaterThan(1);
  });

  it('leaves focus where it is when it was not inside the panel', () => {
    const seen: (() => void)[] = [];
    renderWithHost(
      <>
        <input aria-label="Elsewhere" />
        <Closing seen={seen} />
      </>,
    );
    const toggle = screen.getByRole('button', { name: 'Toggle' });
    fireEvent.click(toggle);
    const elsewhere = screen.getByRole('textbox', { name: 'Elsewhere' });
    elsewhere.focus();
    act(() => seen[seen.length - 1]?.());
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(elsewhere);
  });
});
