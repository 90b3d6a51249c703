import { useId, useMemo, useState } from 'react';
import { explainAll, GATED_GROUP_LABELS, GATED_ITEMS, getSite } from '@shell/site-config';
import type { GatedGroup, PolicyContext, UserKind } from '@shell/site-config';

const GROUP_LABELS = GATED_GROUP_LABELS;

export const USER_LABELS: Readonly<Record<UserKind, string>> = {
  visitor: 'visitor',
  user: 'logged-in main account',
  sub: 'sub-account',
};

const list = (values: readonly string[]) => (values.length ? values.join(', ') : 'none');

const GROUPS = [...new Set(GATED_ITEMS.map((item) => item.group))];

export interface PolicyTableProps {
  /** Site, user, compliance and limits, e.g. from `useShellPolicyContext()`. */
  context: PolicyContext;
}

/**
 * Every gated item of the shell for one policy context, decided by `explainAll` (the same policy
 * function the header and footer call), with the reason for each hidden item.
 */
export function PolicyTable({ context }: PolicyTableProps) {
  const { site } = context;
  const user = context.user.kind;
  const groupId = useId();
  const hiddenOnlyId = useId();
  const [group, setGroup] = useState<GatedGroup | 'all'>('all');
  const [hiddenOnly, setHiddenOnly] = useState(false);
  const decisions = useMemo(() => explainAll(context), [context]);

  const rows = GATED_ITEMS.filter(
    (item) => (group === 'all' || item.group === group) && (!hiddenOnly || !decisions[item.id].shown),
  );
  const hiddenCount = GATED_ITEMS.filter((item) => !decisions[item.id].shown).length;
  const definition = getSite(site);

  return (
    <section className="docs-stack" aria-labelledby={`${groupId}-title`}>
      <h2 id={`${groupId}-title`} className="docs-title">
        Policy for {definition.name} ({site}), {USER_LABELS[user]}
      </h2>
      <p className="docs-muted">
        {GATED_ITEMS.length - hiddenCount} of {GATED_ITEMS.length} gated items shown, {hiddenCount} hidden. Pick
        the site and user in the toolbar.
      </p>
      <dl className="docs-dl" aria-label="Policy inputs">
        <dt>User</dt>
        <dd>
          {USER_LABELS[user]}
          {context.user.tierLevel ? `, VIP ${context.user.tierLevel}` : ''}
          {context.user.unifiedActive ? ', unified account' : ''}
        </dd>
        <dt>Compliance menu</dt>
        <dd>{context.compliance?.unknown ? 'unknown (the check failed, nothing kept): every key hides' : list(context.compliance?.menu ?? [])}</dd>
        <dt>Business flags</dt>
        <dd>{list(context.compliance?.business ?? [])}</dd>
        <dt>Country limits</dt>
        <dd>
          {list(
            Object.entries(context.limits ?? {})
              .filter(([, on]) => on)
              .map(([name]) => name),
          )}
        </dd>
      </dl>
      <div className="docs-controls">
        <label htmlFor={groupId}>Group</label>
        <select id={groupId} value={group} onChange={(event) => setGroup(event.target.value as GatedGroup | 'all')}>
          <option value="all">All groups</option>
          {GROUPS.map((name) => (
            <option key={name} value={name}>
              {GROUP_LABELS[name]}
            </option>
          ))}
        </select>
        <input
          id={hiddenOnlyId}
          type="checkbox"
          checked={hiddenOnly}
          onChange={(event) => setHiddenOnly(event.target.checked)}
        />
        <label htmlFor={hiddenOnlyId}>Only hidden items</label>
      </div>
      <table className="docs-table">
        <caption>
          Gated items × decision for site {site} and a {USER_LABELS[user]} ({rows.length} rows)
        </caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Id</th>
            <th scope="col">Group</th>
            <th scope="col">Decision</th>
            <th scope="col">Reason</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((item) => {
            const decision = decisions[item.id];
            return (
              <tr key={item.id} data-item={item.id}>
                <th scope="row">{item.label}</th>
                <td>
                  <code>{item.id}</code>
                </td>
                <td>{GROUP_LABELS[item.group]}</td>
                <td>
                  <span className={decision.shown ? 'docs-badge docs-badge--shown' : 'docs-badge docs-badge--hidden'}>
                    {decision.shown ? 'Shown' : 'Hidden'}
                  </span>
                </td>
                <td>{decision.shown ? '—' : decision.reason}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
