import { useId } from 'react';
import type { ReactNode } from 'react';
import { shellDataApi, useShellSession, useUserInfo } from '@shell/api-client';
// The announcement bar's own query hooks (internal to @shell/header; Storybook reads the sources).
import { useGetAnnouncementQuery, useGetFullsiteBulletinQuery } from '../../../../packages/header/src/data/announcementsApi';
import type { Announcement } from '@shell/header/preferences';
import { getSite } from '@shell/site-config';
import type { ShellLogEntry } from '@shell/api-client/core';
import { useLogEntries, useShellStory } from './shell-story';

function Card({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="docs-card" aria-labelledby={id}>
      <h3 id={id} className="docs-subtitle">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Loading({ what }: { what: string }) {
  return <p role="status">Loading {what}…</p>;
}

/** Whether an endpoint answered from the server or fell back (it logged a line). */
function Source({ endpoints, log }: { endpoints: readonly string[]; log: readonly ShellLogEntry[] }) {
  const failure = log.find((entry) => endpoints.includes(entry.source));
  return failure ? (
    <p>
      <strong>Fallback</strong> (spec §8) after <code className="docs-code">{failure.reason}</code>
    </p>
  ) : (
    <p>Answered by the mock backend</p>
  );
}

const list = (values: readonly string[]) => (values.length ? values.join(', ') : 'none');

/** Announcement text is rendered as a React text node: markup in it is shown, never parsed. */
function AnnouncementText({ label, value }: { label: string; value: Announcement | null | undefined }) {
  return (
    <>
      <dt>{label}</dt>
      <dd data-testid={`announcement-${label.toLowerCase().replace(/\W+/g, '-')}`}>
        {value ? (
          <>
            <span>{value.content}</span>
            {value.link ? (
              <>
                {' '}
                <a href={value.link} style={{ color: 'var(--shell-link)' }}>
                  Details
                </a>
              </>
            ) : null}
          </>
        ) : (
          'none'
        )}
      </dd>
    </>
  );
}

/**
 * What the shared endpoints of `@shell/api-client` return for the toolbar's state, and every line
 * they logged. A faulted call still renders: its spec §8 fallback plus one log line.
 */
export function ShellDataView() {
  const session = useShellSession();
  const site = getSite(session.site);
  const { faults } = useShellStory();
  const log = useLogEntries();
  const common = shellDataApi.endpoints.getCommonData.useQuery();
  const user = useUserInfo();
  const compliance = shellDataApi.endpoints.getComplianceCheck.useQuery();
  const bulletin = useGetFullsiteBulletinQuery();
  const notice = useGetAnnouncementQuery('index');

  const limits = common.data
    ? Object.entries(common.data.countryLimits)
        .filter(([, on]) => on)
        .map(([name]) => name)
    : [];

  return (
    <div className="docs-stack">
      <h2 className="docs-title">
        Shell data for {site.name} ({site.key}), {session.lang}
      </h2>
      <p className="docs-muted">
        Faults:{' '}
        {faults.length ? faults.map((fault) => `${fault.call}:${fault.kind}`).join(', ') : 'none (every call answers)'}
      </p>
      <div className="docs-panels">
        <Card title="Common data">
          {common.isLoading || !common.data ? (
            <Loading what="common data" />
          ) : (
            <>
              <Source endpoints={['getCommonData']} log={log} />
              <dl className="docs-dl">
                <dt>Sub-website id</dt>
                <dd>{common.data.sub_website_id}</dd>
                <dt>Languages</dt>
                <dd>{Object.keys(common.data.lang_list).length}</dd>
                <dt>Fiat currencies</dt>
                <dd>{common.data.fiat_list.length}</dd>
                <dt>Current fiat</dt>
                <dd>{common.data.curr_fiat}</dd>
                <dt>Currency count</dt>
                <dd>{common.data.currency_count}</dd>
                <dt>Country limits</dt>
                <dd>{list(limits)}</dd>
              </dl>
            </>
          )}
        </Card>
        <Card title="User info">
          {user.clientLoading ? (
            <Loading what="user info" />
          ) : (
            <>
              <Source endpoints={['getUserInfo']} log={log} />
              <dl className="docs-dl">
                <dt>Logged in</dt>
                <dd>{user.isLogin ? 'yes' : 'no'}</dd>
                <dt>UID</dt>
                <dd>{user.uid || '—'}</dd>
                <dt>Nickname</dt>
                <dd>{user.nickname || '—'}</dd>
                <dt>Sub-account</dt>
                <dd>{user.is_sub_account ? 'yes' : 'no'}</dd>
                <dt>VIP tier</dt>
                <dd>{user.tier_level}</dd>
                <dt>KYC status</dt>
                <dd>{user.kyc_status === -1 ? 'unknown (no icon)' : user.kyc_status}</dd>
              </dl>
            </>
          )}
        </Card>
        <Card title="Compliance">
          {compliance.isLoading || !compliance.data ? (
            <Loading what="compliance" />
          ) : (
            <>
              <Source endpoints={['getComplianceCheck']} log={log} />
              <dl className="docs-dl">
                <dt>Hidden menu keys</dt>
                <dd>{list(compliance.data.menu)}</dd>
                <dt>Business flags</dt>
                <dd>{list(compliance.data.business)}</dd>
                <dt>Sanctioned country</dt>
                <dd>{compliance.data.limit.is_sanction_country ? 'yes' : 'no'}</dd>
                <dt>AU redirect</dt>
                <dd>{compliance.data.limit.au_redirect ? 'yes' : 'no'}</dd>
              </dl>
            </>
          )}
        </Card>
        <Card title="Announcements">
          {bulletin.isLoading || notice.isLoading ? (
            <Loading what="announcements" />
          ) : (
            <>
              <Source endpoints={['getFullsiteBulletin', 'getAnnouncement']} log={log} />
              <dl className="docs-dl">
                <AnnouncementText label="Site bulletin" value={bulletin.data} />
                <AnnouncementText label="Home page notice" value={notice.data} />
              </dl>
            </>
          )}
        </Card>
      </div>
      <Card title="Log">
        {log.length ? (
          <ol className="docs-log" aria-label="Log lines">
            {log.map((entry, index) => (
              <li key={index}>
                <code className="docs-code">
                  {entry.level} {entry.event} {entry.source}: {entry.reason}
                </code>
              </li>
            ))}
          </ol>
        ) : (
          <p>No log lines: every call answered and parsed.</p>
        )}
      </Card>
    </div>
  );
}
