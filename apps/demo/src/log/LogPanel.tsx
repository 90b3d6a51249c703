import { useDemoLogger } from '../state/DemoContext';
import { useLogEntries } from './useLogEntries';

function formatDetail(detail: unknown): string {
  if (detail === undefined || detail === null) return '';
  if (detail instanceof Error) return detail.message;
  if (typeof detail === 'string') return detail;
  try {
    return JSON.stringify(detail).slice(0, 160);
  } catch {
    return String(detail);
  }
}

/**
 * Every line the shell's logger wrote: each failed call, timeout or failed parse shows here as
 * one `api.fallback` line, next to the fallback data it produced in the panels above.
 */
export function LogPanel() {
  const logger = useDemoLogger();
  const entries = useLogEntries();
  return (
    <section className="panel log-panel" aria-labelledby="log-heading">
      <div className="panel__head">
        <h2 id="log-heading">Logger ({entries.length})</h2>
        <button type="button" className="button" onClick={() => logger.clear()} disabled={entries.length === 0}>
          Clear log
        </button>
      </div>
      {entries.length === 0 ? (
        <p className="muted">No log lines: every call answered and parsed.</p>
      ) : (
        // Focusable because it scrolls: keyboard users must be able to reach every line.
        <div className="log-lines" role="log" aria-label="Shell log lines" tabIndex={0}>
          <ol>
            {entries.map((entry, index) => (
              <li key={index} className={`log-line log-line--${entry.level}`}>
                <time dateTime={new Date(entry.at).toISOString()} className="log-line__time">
                  {new Date(entry.at).toISOString().slice(11, 23)}
                </time>{' '}
                <code>
                  [{entry.level}] {entry.event} {entry.source}: {entry.reason}
                </code>
                {entry.detail !== undefined && <span className="log-line__detail"> {formatDetail(entry.detail)}</span>}
              </li>
            ))}
          </ol>
        </div>
      )}
    </section>
  );
}
