import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import { CALLS } from '@shell/api-client/core';
import type { FaultSpec } from '@shell/mocks';
import { ShellDataView } from '../support/ShellDataView';

const meta = {
  title: 'Foundations/Shell data',
  component: ShellDataView,
  parameters: {
    pinned: 'its play function checks what the calls return for this site and user; the stories without a pin follow the toolbar.',
    docs: {
      description: {
        component:
          'What the shared endpoints of `@shell/api-client` return for the toolbar\'s site and user, on the MSW mock backend. The `faults` parameter switches calls to a fault: each then shows its spec §8 fallback and logs one line.',
      },
    },
  },
} satisfies Meta<typeof ShellDataView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The `<dd>` next to a `<dt>` label inside a card. */
function field(canvasElement: HTMLElement, card: string, label: string): string {
  const region = within(canvasElement).getByRole('region', { name: card });
  const term = within(region).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

/** Waits until every card has left its loading state. */
async function loaded(canvasElement: HTMLElement, timeout = 3000) {
  await waitFor(() => expect(within(canvasElement).queryAllByRole('status')).toHaveLength(0), { timeout });
}

function logLines(canvasElement: HTMLElement): string[] {
  const list = within(canvasElement).queryByRole('list', { name: 'Log lines' });
  return list ? within(list).getAllByRole('listitem').map((item) => item.textContent ?? '') : [];
}

const faults = (...specs: FaultSpec[]) => ({ faults: specs });

export const Visitor: Story = {
  name: 'Visitor on the main site',
  globals: { site: 'main', user: 'visitor' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(Number(field(canvasElement, 'Common data', 'Languages'))).toBeGreaterThan(0);
    await expect(Number(field(canvasElement, 'Common data', 'Fiat currencies'))).toBeGreaterThan(0);
    await expect(field(canvasElement, 'Common data', 'Sub-website id')).toBe('0');
    await expect(field(canvasElement, 'User info', 'Logged in')).toBe('no');
    await expect(field(canvasElement, 'Compliance', 'Hidden menu keys')).toBe('none');
    await expect(field(canvasElement, 'Announcements', 'Home page notice')).toMatch(/New listing/);
    await expect(within(canvasElement).getByText('No log lines: every call answered and parsed.')).toBeVisible();
  },
};

export const LoggedInOnUs: Story = {
  name: 'Logged-in user on the US site',
  globals: { site: 'us', user: 'user' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(field(canvasElement, 'User info', 'Logged in')).toBe('yes');
    await expect(field(canvasElement, 'User info', 'UID')).toMatch(/^\d{8}$/);
    await expect(field(canvasElement, 'User info', 'Sub-account')).toBe('no');
    await expect(field(canvasElement, 'User info', 'VIP tier')).toBe('3');
    // The US compliance answer hides a few products.
    await expect(field(canvasElement, 'Compliance', 'Hidden menu keys')).toMatch(/launchpad/);
    await expect(logLines(canvasElement)).toEqual([]);
  },
};

export const SubAccount: Story = {
  name: 'Sub-account',
  globals: { site: 'main', user: 'sub' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(field(canvasElement, 'User info', 'Sub-account')).toBe('yes');
    await expect(field(canvasElement, 'User info', 'Nickname')).toMatch(/_sub1$/);
    await expect(field(canvasElement, 'User info', 'VIP tier')).toBe('0');
  },
};

export const CommonDataHttp500: Story = {
  name: 'Fault: commonData http-500',
  parameters: faults({ call: 'commonData', kind: 'http-500' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(canvas.getByText(/commonData:http-500/)).toBeVisible();
    // The §8 fallback: empty common data with the spec defaults, never an error state.
    await expect(field(canvasElement, 'Common data', 'Languages')).toBe('0');
    await expect(field(canvasElement, 'Common data', 'Fiat currencies')).toBe('0');
    await expect(field(canvasElement, 'Common data', 'Current fiat')).toBe('USD');
    await expect(field(canvasElement, 'Common data', 'Currency count')).toBe('2700');
    const commonCard = within(canvas.getByRole('region', { name: 'Common data' }));
    await expect(commonCard.getByText('Fallback')).toBeVisible();
    await expect(commonCard.getByText('http-500')).toBeVisible();
    // Exactly one log line, and only for the faulted call.
    await expect(logLines(canvasElement)).toEqual(['warn api.fallback getCommonData: http-500']);
    await expect(within(canvas.getByRole('region', { name: 'User info' })).getByText('Answered by the mock backend')).toBeVisible();
  },
};

export const UserInfoMalformedJson: Story = {
  name: 'Fault: userInfo malformed-json',
  globals: { user: 'user' },
  parameters: faults({ call: 'userInfo', kind: 'malformed-json' }),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    // A broken answer for a logged-in user shows the visitor header, never a half-logged-in one.
    await expect(field(canvasElement, 'User info', 'Logged in')).toBe('no');
    await expect(field(canvasElement, 'User info', 'KYC status')).toBe('unknown (no icon)');
    await expect(logLines(canvasElement)).toEqual(['warn api.fallback getUserInfo: malformed-json']);
  },
};

export const ComplianceSchemaInvalid: Story = {
  name: 'Fault: complianceCheck schema-invalid',
  globals: { site: 'uk' },
  parameters: faults({ call: 'complianceCheck', kind: 'schema-invalid' }),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(field(canvasElement, 'Compliance', 'Hidden menu keys')).toBe('none');
    await expect(field(canvasElement, 'Compliance', 'Sanctioned country')).toBe('no');
    await expect(logLines(canvasElement)).toEqual(['warn api.fallback getComplianceCheck: schema']);
  },
};

export const AnnouncementTimeout: Story = {
  name: 'Fault: announcement timeout',
  parameters: faults({ call: 'announcement', kind: 'timeout' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Everything else arrives at once; the notice never does, and the client's own timeout
    // (4 s in the browser) ends the wait instead of leaving an endless spinner.
    await waitFor(() => expect(canvas.getAllByRole('status')).toHaveLength(1));
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading announcements…');
    await loaded(canvasElement, 8000);
    await expect(field(canvasElement, 'Announcements', 'Home page notice')).toBe('none');
    await expect(field(canvasElement, 'Announcements', 'Site bulletin')).toMatch(/maintenance/i);
    await expect(logLines(canvasElement)).toEqual(['warn api.fallback getAnnouncement: timeout']);
  },
};

export const EveryCallNetworkError: Story = {
  name: 'Fault: every call network error',
  globals: { user: 'user' },
  parameters: faults({ call: '*', kind: 'network' }),
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(field(canvasElement, 'Common data', 'Languages')).toBe('0');
    await expect(field(canvasElement, 'User info', 'Logged in')).toBe('no');
    await expect(field(canvasElement, 'Announcements', 'Site bulletin')).toBe('none');
    const lines = logLines(canvasElement);
    for (const endpoint of ['getCommonData', 'getUserInfo', 'getComplianceCheck', 'getFullsiteBulletin', 'getAnnouncement']) {
      await expect(lines).toContain(`warn api.fallback ${endpoint}: network`);
    }
    // One line per failed call: no retries storm, no duplicates.
    await expect(new Set(lines).size).toBe(lines.length);
  },
};

const MARKUP = '<img src=x onerror="window.__shellXss=1"><b>Maintenance</b> tonight';

export const AnnouncementIsPlainText: Story = {
  name: 'Announcement with markup is shown as text',
  parameters: {
    msw: {
      handlers: [
        http.get(`*${CALLS.announcement.path}`, () =>
          HttpResponse.json({ code: 200, message: 'ok', data: { content_id: 'x-1', content: MARKUP, link: 'javascript:alert(1)' } }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    const notice = within(canvasElement).getByTestId('announcement-home-page-notice');
    await expect(notice).toHaveTextContent(MARKUP);
    await expect(notice.querySelector('img, b')).toBeNull();
    // The unsafe link was dropped by the schema (safeHref), so there is no "Details" link.
    await expect(within(notice).queryByRole('link')).toBeNull();
    await expect((window as { __shellXss?: number }).__shellXss).toBeUndefined();
  },
};

export const ChineseDark: Story = {
  name: 'Chinese, dark theme, Japan site',
  globals: { site: 'jp', user: 'user', theme: 'dark', language: 'zh' },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(document.documentElement).toHaveAttribute('lang', 'zh');
    await expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    // No rise-colour cookie in a fresh session: Chinese means red-up (spec §4).
    await expect(document.documentElement).toHaveAttribute('data-rise', 'risered');
    await expect(field(canvasElement, 'Common data', 'Current fiat')).toBe('JPY');
    await expect(field(canvasElement, 'Compliance', 'Hidden menu keys')).toMatch(/derivatives/);
    await expect(logLines(canvasElement)).toEqual([]);
  },
};
