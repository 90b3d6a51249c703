import { useId } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import { useFallbackEntry } from '../log/useLogEntries';

export interface QueryView {
  isLoading: boolean;
  isFetching: boolean;
  startedTimeStamp?: number;
  fulfilledTimeStamp?: number;
}

interface DataPanelProps {
  title: string;
  /** The endpoint name the logger uses, e.g. `getCommonData`. */
  source: string;
  query: QueryView;
  /**
   * Lines the data usually takes, kept free while it loads so the panels below do not jump when
   * it arrives (the page's layout shift is measured with the shell's: `pnpm bench`).
   */
  lines?: number;
  children: ReactNode;
}

/**
 * One shell call on screen: loading, live, or the spec §8 fallback with the reason the logger
 * gave. The shell's endpoints never surface errors, so the log is how a fallback is recognised.
 */
export function DataPanel({ title, source, query, lines = 1, children }: DataPanelProps) {
  const headingId = useId();
  const fallback = useFallbackEntry(source, query);
  const status = query.isLoading ? 'loading' : fallback ? 'fallback' : 'live';
  return (
    <section className="panel data-panel" aria-labelledby={headingId} aria-busy={query.isFetching} data-source={source} data-status={status}>
      <div className="panel__head">
        <h3 id={headingId}>{title}</h3>
        <span className={`status status--${status}`}>
          {status === 'loading' && 'Loading…'}
          {status === 'live' && 'Live'}
          {status === 'fallback' && `Fallback: ${fallback?.reason}`}
        </span>
      </div>
      <p className="muted small">
        <code>{source}</code>
      </p>
      {/* The room stays when the data arrives: shorter data than guessed must not pull the
          panels below up either. */}
      <div className="facts-room" style={{ '--facts-lines': lines } as CSSProperties}>
        {query.isLoading ? (
          <div className="facts-placeholder" aria-hidden="true">
            {Array.from({ length: lines }, (_, index) => (
              <span key={index} className="facts-placeholder__line" />
            ))}
          </div>
        ) : (
          children
        )}
      </div>
    </section>
  );
}

/** A compact fact list; empty values read "—" rather than disappearing. */
export function Facts({ rows }: { rows: readonly (readonly [label: string, value: ReactNode])[] }) {
  return (
    <dl className="facts">
      {rows.map(([label, value]) => (
        <div key={label} className="facts__row">
          <dt>{label}</dt>
          <dd>{value === '' || value === null || value === undefined ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

export const yesNo = (value: boolean): string => (value ? 'yes' : 'no');
