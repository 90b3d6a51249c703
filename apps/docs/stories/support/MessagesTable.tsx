import { useId, useState } from 'react';
import { useShellIntl, useShellSession } from '@shell/api-client';
import { LANGUAGE_NAMES } from '@shell/site-config';
import { shellMessages } from '@shell/site-config/messages';
import { useLogEntries } from './shell-story';

/** Sample arguments for every placeholder the shared messages use. */
const SAMPLE_VALUES = {
  level: 4,
  amount: '12,000.00 USDT',
  number: 1,
  from: 2013,
  to: 2026,
  entity: 'Gate Technology Ltd',
} as const;

/**
 * The shared messages of `@shell/site-config` formatted by the story's `ShellProvider` in the
 * toolbar's language, next to their English source. Missing translations and formatting errors
 * are logged by the provider; they are listed below the table.
 */
export function MessagesTable() {
  const intl = useShellIntl();
  const { lang } = useShellSession();
  const countId = useId();
  const [count, setCount] = useState(3);
  const problems = useLogEntries().filter((entry) => entry.event.startsWith('intl.') || entry.event.startsWith('i18n.'));
  const values = { ...SAMPLE_VALUES, count };
  const descriptors = Object.values(shellMessages);

  return (
    <section className="docs-stack" aria-labelledby={`${countId}-title`}>
      <h2 id={`${countId}-title`} className="docs-title">
        Shared messages in {LANGUAGE_NAMES[lang]} ({lang})
      </h2>
      <div className="docs-controls">
        <label htmlFor={countId}>Unread messages (plural sample)</label>
        <input
          id={countId}
          type="number"
          min={0}
          value={count}
          onChange={(event) => setCount(Math.max(0, Number(event.target.value) || 0))}
        />
      </div>
      <table className="docs-table">
        <caption>
          {descriptors.length} messages of @shell/site-config, {lang}
        </caption>
        <thead>
          <tr>
            <th scope="col">Id</th>
            <th scope="col">English source</th>
            <th scope="col">Formatted</th>
          </tr>
        </thead>
        <tbody>
          {descriptors.map((descriptor) => (
            <tr key={descriptor.id} data-message={descriptor.id}>
              <th scope="row">
                <code>{descriptor.id}</code>
              </th>
              <td lang="en" dir="ltr">
                {descriptor.defaultMessage}
              </td>
              <td>{intl.formatMessage(descriptor, values)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {problems.length ? (
        <ol className="docs-log" aria-label="Message problems">
          {problems.map((entry, index) => (
            <li key={index}>
              <code className="docs-code">
                {entry.event} {entry.source}: {entry.reason}
              </code>
            </li>
          ))}
        </ol>
      ) : (
        <p>Every message has a translation and formats without errors.</p>
      )}
    </section>
  );
}
