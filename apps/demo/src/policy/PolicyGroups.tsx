import { explainPolicy } from '@shell/site-config';
import type { PolicyContext } from '@shell/site-config';
import { GROUPED_ITEMS } from './groups';

/** What the policy shows and hides for one context, group by group, each with its reason. */
export function PolicyGroups({ context }: { context: PolicyContext }) {
  const mainContext: PolicyContext = { ...context, site: 'main' };
  const compareWithMain = context.site !== 'main';
  return (
    <div className="policy-groups">
      {GROUPED_ITEMS.map((group) => {
        const decisions = group.items.map((item) => ({
          item,
          decision: explainPolicy(item.id, context),
          // The same user and data on the main site: what differs is this region's own rule.
          main: explainPolicy(item.id, mainContext),
        }));
        const shown = decisions.filter(({ decision }) => decision.shown).length;
        const headingId = `policy-group-${group.group}`;
        return (
          <section key={group.group} className="policy-group" aria-labelledby={headingId} data-group={group.group}>
            <h3 id={headingId}>
              {group.label} <span className="muted small">({shown} of {decisions.length} shown)</span>
            </h3>
            <ul className="decision-list">
              {decisions.map(({ item, decision, main }) => (
                <li
                  key={item.id}
                  className={decision.shown ? 'decision decision--shown' : 'decision decision--hidden'}
                  data-item={item.id}
                  data-shown={decision.shown}
                >
                  <span className="decision__mark" aria-hidden="true">
                    {decision.shown ? '✓' : '✗'}
                  </span>
                  <span className="decision__label">{item.label}</span>
                  <span className="decision__verdict">
                    {decision.shown ? 'shown' : `hidden: ${decision.reason}`}
                    {compareWithMain && main.shown !== decision.shown && (
                      <strong className="decision__differs"> · differs from Global</strong>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
