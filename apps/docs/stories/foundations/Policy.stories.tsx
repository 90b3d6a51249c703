import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { shellDataApi, useShellPolicyContext, useUserInfo } from '@shell/api-client';
import { PolicyTable } from '../support/PolicyTable';

/**
 * The policy of the current session, exactly as the header and footer see it: the toolbar's site,
 * and the user, compliance answer and country limits the mock backend returns for it
 * (`useShellPolicyContext`). Drawn once that data has arrived.
 */
function ToolbarPolicy() {
  const context = useShellPolicyContext();
  const user = useUserInfo();
  const common = shellDataApi.endpoints.getCommonData.useQuery();
  const compliance = shellDataApi.endpoints.getComplianceCheck.useQuery();
  if (user.clientLoading || common.isLoading || compliance.isLoading) return <p role="status">Loading session data…</p>;
  return <PolicyTable context={context} />;
}

const meta = {
  title: 'Foundations/Policy',
  component: ToolbarPolicy,
  parameters: {
    pinned: 'its play function checks the decisions for this site and user. “Any site and user” follows the toolbar.',
    docs: {
      description: {
        component:
          'Every gated item of the shell × shown/hidden and the reason, from `explainAll` of `@shell/site-config` for the toolbar\'s site and user.',
      },
    },
  },
} satisfies Meta<typeof ToolbarPolicy>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Finds the table row of a gated item by its stable id. */
function rowOf(canvasElement: HTMLElement, id: string): HTMLElement {
  const row = canvasElement.querySelector<HTMLElement>(`tr[data-item="${id}"]`);
  if (!row) throw new Error(`no row for ${id}`);
  return row;
}

/** The whole policy matrix for the toolbar's site and user: no pins. */
export const AnySiteAndUser: Story = {
  name: 'Any site and user',
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: /gated items × decision for site/i }, { timeout: 5000 });
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(10);
  },
};

export const ToolbarState: Story = {
  name: 'Main site, visitor',
  globals: { site: 'main', user: 'visitor' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: /gated items × decision for site main and a visitor/i });
    await expect(table).toBeVisible();

    await step('visitors see log in, not the bell', async () => {
      await expect(within(rowOf(canvasElement, 'header.login')).getByText('Shown')).toBeVisible();
      const bell = within(rowOf(canvasElement, 'header.notifications'));
      await expect(bell.getByText('Hidden')).toBeVisible();
      await expect(bell.getByText('needs login')).toBeVisible();
    });

    await step('the group filter narrows the table to one group', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Group'), 'footer');
      const groups = within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.querySelectorAll('td')[1]?.textContent);
      await expect(groups.length).toBeGreaterThan(3);
      await expect(new Set(groups)).toEqual(new Set(['Footer']));
    });

    await step('"Only hidden items" leaves hidden rows only, each with its reason', async () => {
      await userEvent.selectOptions(canvas.getByLabelText('Group'), 'all');
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Only hidden items' }));
      await expect(canvas.getByRole('checkbox', { name: 'Only hidden items' })).toBeChecked();
      const rows = within(table).getAllByRole('row').slice(1);
      await expect(rows.length).toBeGreaterThan(0);
      const cells = (column: number) => rows.map((row) => row.querySelectorAll('td')[column]?.textContent);
      await expect(new Set(cells(2))).toEqual(new Set(['Hidden']));
      await expect(cells(3)).not.toContain('—');
      await expect(canvasElement.querySelector('tr[data-item="header.login"]')).toBeNull();
    });
  },
};

export const UnitedStates: Story = {
  name: 'US site hides the language switch',
  globals: { site: 'us', user: 'user' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: /policy for united states \(us\), logged-in main account/i })).toBeVisible();
    for (const id of ['settings.languageSwitch', 'header.language', 'footer.language']) {
      const row = within(rowOf(canvasElement, id));
      await expect(row.getByText('Hidden')).toBeVisible();
      await expect(row.getByText('hidden on us (language flag)')).toBeVisible();
    }
    // Only the US shows its disclaimer and forces green-up.
    await expect(within(rowOf(canvasElement, 'footer.usDisclaimer')).getByText('Shown')).toBeVisible();
    await expect(within(rowOf(canvasElement, 'settings.riseRed')).getByText('Hidden')).toBeVisible();
  },
};

export const SubAccount: Story = {
  name: 'Sub-account on the main site',
  globals: { site: 'main', user: 'sub' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', { name: /sub-account/ });
    const switchAccount = within(rowOf(canvasElement, 'user.switchAccount'));
    await expect(switchAccount.getByText('Hidden')).toBeVisible();
    await expect(switchAccount.getByText('sub-account without switch tag')).toBeVisible();
    await expect(within(rowOf(canvasElement, 'header.walletMenu')).getByText('Shown')).toBeVisible();
    await expect(within(rowOf(canvasElement, 'header.login')).getByText('visitors only')).toBeVisible();
  },
};

export const Testnet: Story = {
  name: 'Testnet, logged in',
  globals: { site: 'testnet', user: 'user' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', { name: /site testnet and a logged-in main account/ });
    await expect(within(rowOf(canvasElement, 'header.backTrade')).getByText('Shown')).toBeVisible();
    await expect(within(rowOf(canvasElement, 'header.testnetTrade')).getByText('Hidden')).toBeVisible();
    await expect(within(rowOf(canvasElement, 'wallet.futures')).getByText('Shown')).toBeVisible();
  },
};

export const ArabicDark: Story = {
  name: 'Arabic, dark theme (right-to-left)',
  globals: { site: 'ae', user: 'user', theme: 'dark', language: 'ar' },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', { name: /site ae and a logged-in main account/ });
    // The decorator mirrors the session onto <html>: lang, dir, theme and rise colour.
    await expect(document.documentElement).toHaveAttribute('lang', 'ar');
    await expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    await expect(document.documentElement).toHaveAttribute('data-rise', 'risegreen');
    await expect(getComputedStyle(rowOf(canvasElement, 'header.login').querySelector('th') as Element).textAlign).toBe('start');
    await expect(within(rowOf(canvasElement, 'settings.upgradePlan1')).getByText('Shown')).toBeVisible();
    await expect(within(rowOf(canvasElement, 'settings.upgradePlan3')).getByText('Hidden')).toBeVisible();
  },
};

export const JapanCompliance: Story = {
  name: 'Japan: the compliance answer hides fiat trade',
  globals: { site: 'jp', user: 'user' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: /site jp/ });
    await expect(canvas.getByText('Compliance menu', { selector: 'dt' }).nextElementSibling).toHaveTextContent('fiat_trade');
    for (const id of ['header.nav.buyCrypto', 'wallet.depositFiat', 'wallet.withdrawFiat']) {
      await expect(within(rowOf(canvasElement, id)).getByText('compliance menu: fiat_trade')).toBeVisible();
    }
  },
};

export const JapanComplianceDown: Story = {
  name: 'Japan: compliance check down (http-500), nothing kept: fails closed',
  globals: { site: 'jp', user: 'user' },
  parameters: { faults: [{ call: 'complianceCheck', kind: 'http-500' }] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: /site jp/ });
    // No answer and none kept: every item a compliance key can hide stays hidden; the others are
    // decided on the site alone.
    await waitFor(() => expect(canvas.getByText('Compliance menu', { selector: 'dt' }).nextElementSibling).toHaveTextContent(/unknown/));
    await expect(within(rowOf(canvasElement, 'header.nav.buyCrypto')).getByText('Hidden')).toBeVisible();
    await expect(within(rowOf(canvasElement, 'header.themeToggle')).getByText('Shown')).toBeVisible();
  },
};
