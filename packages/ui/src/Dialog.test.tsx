import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import { renderWithHost } from './testing.test-helper';
import { Dialog } from './Dialog';

function Harness({ dismissible }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Log out
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title="Log out of your account?" dismissible={dismissible}>
        <button type="button">All devices</button>
        <button type="button">This device</button>
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('renders nothing on the server, even when open', () => {
    const html = renderToString(
      <Dialog open onClose={() => {}} title="Hidden">
        <p>content</p>
      </Dialog>,
    );
    expect(html).toBe('');
  });

  it('is a labelled modal that takes focus, traps Tab and gives focus back on Escape', async () => {
    const { user } = renderWithHost(<Harness />);
    const opener = screen.getByRole('button', { name: 'Log out' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Log out of your account?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'All devices' })).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    // The page behind is hidden from assistive technology while the dialog is open.
    expect(screen.queryByRole('button', { name: 'Log out' })).toBeNull();
    await user.tab();
    expect(screen.getByRole('button', { name: 'This device' })).toHaveFocus();
    // Past the last control, Tab lands on the focus manager's guard, which sends focus round to
    // the first one (on the next frame); Shift+Tab from the first goes round to the last.
    await user.tab();
    await waitFor(() => expect(screen.getByRole('button', { name: 'All devices' })).toHaveFocus());
    await user.tab({ shift: true });
    await waitFor(() => expect(screen.getByRole('button', { name: 'This device' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(opener).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Log out' })).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a backdrop click unless it is not dismissible', async () => {
    const { user, unmount } = renderWithHost(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await user.click(document.querySelector('.shell-dialog__backdrop')!);
    expect(screen.queryByRole('dialog')).toBeNull();
    unmount();

    const second = renderWithHost(<Harness dismissible={false} />);
    await second.user.click(screen.getByRole('button', { name: 'Log out' }));
    await second.user.click(document.querySelector('.shell-dialog__backdrop')!);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});

describe('Dialog and the components around it', () => {
  it('takes Escape for itself: it closes, and the key does not reach the components it sits in', async () => {
    const around: string[] = [];
    function Around() {
      const [open, setOpen] = useState(false);
      return (
        // A dropdown's root closes on Escape; the dialog, rendered from its panel, must not close it too.
        <div onKeyDown={(event) => around.push(event.key)}>
          <button type="button" onClick={() => setOpen(true)}>
            Log out
          </button>
          <Dialog open={open} onClose={() => setOpen(false)} title="Log out?">
            <button type="button">All devices</button>
          </Dialog>
        </div>
      );
    }
    const { user } = renderWithHost(<Around />);
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(screen.getByRole('button', { name: 'All devices' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(around).toEqual([]);
  });
});

/**
 * Issue 21 L7: the hand-written focus trap this replaced added a document listener on every open
 * and never took it off. Counted here on every EventTarget (document, window, the elements):
 * listeners added minus listeners removed, matched by target, type, function and capture.
 */
function countLiveListeners() {
  const live = new Map<string, number>();
  const ids = new WeakMap<object, number>();
  let next = 0;
  const idOf = (o: object) => ids.get(o) ?? (ids.set(o, (next += 1)), next);
  const keyOf = (target: EventTarget, type: string, listener: unknown, options: unknown) =>
    `${idOf(target)}:${type}:${listener && typeof listener === 'object' ? idOf(listener) : typeof listener === 'function' ? idOf(listener) : 'none'}:${
      typeof options === 'boolean' ? options : Boolean((options as { capture?: boolean } | undefined)?.capture)
    }`;
  const { addEventListener, removeEventListener } = EventTarget.prototype;
  const spyAdd = vi.spyOn(EventTarget.prototype, 'addEventListener').mockImplementation(function (this: EventTarget, type, listener, options) {
    const key = keyOf(this, type, listener, options);
    // Adding the same listener twice registers it once (the DOM's rule).
    if (listener && !live.has(key)) live.set(key, 1);
    return addEventListener.call(this, type, listener, options);
  });
  const spyRemove = vi.spyOn(EventTarget.prototype, 'removeEventListener').mockImplementation(function (this: EventTarget, type, listener, options) {
    live.delete(keyOf(this, type, listener, options));
    return removeEventListener.call(this, type, listener, options);
  });
  return {
    get count() {
      return live.size;
    },
    restore() {
      spyAdd.mockRestore();
      spyRemove.mockRestore();
    },
  };
}

describe('Dialog open and close cycles (issue 21 L7)', () => {
  it('leave no listener behind: the count after 12 cycles is the count after the first', async () => {
    const listeners = countLiveListeners();
    try {
      const { user, unmount } = renderWithHost(<Harness />);
      const cycle = async () => {
        await user.click(screen.getByRole('button', { name: 'Log out' }));
        expect(screen.getByRole('dialog')).toBeInTheDocument();
        await user.tab();
        await user.keyboard('{Escape}');
        await waitFor(() => expect(screen.getByRole('button', { name: 'Log out' })).toHaveFocus());
      };
      await cycle();
      const afterFirst = listeners.count;
      for (let i = 0; i < 11; i += 1) await cycle();
      expect(listeners.count).toBe(afterFirst);
      unmount();
      expect(listeners.count).toBeLessThanOrEqual(afterFirst);
    } finally {
      listeners.restore();
    }
  });
});
