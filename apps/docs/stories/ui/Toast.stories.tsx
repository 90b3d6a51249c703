import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Toast, useToast } from '@shell/ui/widgets';

function ToastDemo({ message }: { message: string }) {
  const toast = useToast(60_000);
  return (
    <>
      <button type="button" onClick={() => toast.show(message)}>
        Copy
      </button>
      <Toast message={toast.message} />
    </>
  );
}

const meta = {
  title: 'UI/Toast',
  component: ToastDemo,
  args: { message: 'Copied successfully' },
  parameters: {
    pinned: 'right to left is shown in Arabic, on the UAE site; the other stories follow the toolbar.',
    docs: {
      description: {
        component:
          'A short status message (`useToast` + `<Toast>` of `@shell/ui/widgets`), announced politely, centred at the top of the viewport in both writing directions.',
      },
    },
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The toast's centre is the viewport's centre, within a pixel. */
async function expectCentred(canvasElement: HTMLElement) {
  await userEvent.click(within(canvasElement).getByRole('button'));
  const toast = within(canvasElement.ownerDocument.body).getByRole('status');
  await waitFor(() => expect(toast).toHaveAttribute('data-open'));
  const box = toast.getBoundingClientRect();
  await expect(box.width).toBeGreaterThan(0);
  await expect(Math.abs(box.left + box.width / 2 - document.documentElement.clientWidth / 2)).toBeLessThanOrEqual(1);
}

export const LeftToRight: Story = { play: ({ canvasElement }) => expectCentred(canvasElement) };

export const RightToLeft: Story = {
  name: 'Arabic (right-to-left)',
  globals: { language: 'ar', site: 'ae' },
  args: { message: 'تم النسخ بنجاح' },
  play: async ({ canvasElement }) => {
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expectCentred(canvasElement);
  },
};
