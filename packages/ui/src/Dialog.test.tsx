import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { screen } from '@testing-library/react';
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
    await user.tab();
    expect(screen.getByRole('button', { name: 'This device' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'All devices' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'This device' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
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
