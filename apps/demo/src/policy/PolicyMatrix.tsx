import { useMemo } from 'react';
import { explainAll, SITE_KEYS, SITES } from '@shell/site-config';
import type { GatedItem, PolicyDecision, SiteKey } from '@shell/site-config';
import type { DemoUser } from '../state/demoState';
import { DEMO_USER_LABELS } from '../state/demoState';
import { GROUPED_ITEMS } from './groups';
import { representativeUser } from './representativeUser';

type Decisions = Readonly<Record<SiteKey, Readonly<Record<GatedItem, PolicyDecision>>>>;

function decideEverySite(user: DemoUser): Decisions {
  const profile = representativeUser(user);
  const out = {} as Record<SiteKey, Readonly<Record<GatedItem, PolicyDecision>>>;
  for (const site of SITE_KEYS) out[site] = explainAll({ site, user: profile });
  return out;
}

function MatrixCell({ decision, siteName }: { decision: PolicyDecision; siteName: string }) {
  const label = decision.shown ? `Shown on ${siteName}` : `Hidden on ${siteName}: ${decision.reason}`;
  return (
    <td className={decision.shown ? 'cell cell--shown' : 'cell cell--hidden'} title={decision.shown ? 'shown' : decision.reason} aria-label={label}>
      <span aria-hidden="true">{decision.shown ? '✓' : '✗'}</span>
    </td>
  );
}

/**
 * Every gated item × the twelve sub-websites for one kind of user, straight from
 * `@shell/site-config`: no live data, no compliance keys, no country limits, so each cell is the
 * region's own rule. The table scrolls inside its frame so the header row and the item column
 * stay in view.
 */
export function PolicyMatrix({ user, currentSite }: { user: DemoUser; currentSite: SiteKey }) {
  const decisions = useMemo(() => decideEverySite(user), [user]);
  const shownCount = (site: SiteKey) => Object.values(decisions[site]).filter((decision) => decision.shown).length;
  const total = GROUPED_ITEMS.reduce((sum, group) => sum + group.items.length, 0);
  return (
    <div className="matrix-frame" role="region" aria-labelledby="matrix-caption" tabIndex={0}>
      <table className="matrix">
        <caption id="matrix-caption">
          Policy matrix for a {DEMO_USER_LABELS[user].toLowerCase()}: ✓ shown, ✗ hidden (hover or focus a cell for the
          reason), with no compliance keys and no country limits
        </caption>
        <thead>
          <tr>
            <th scope="col" className="matrix__corner">
              Item
            </th>
            {SITE_KEYS.map((site) => (
              <th key={site} scope="col" abbr={SITES[site].name} aria-current={site === currentSite ? 'true' : undefined} className={site === currentSite ? 'is-current' : undefined}>
                <span className="matrix__site-key">{site}</span>
                <span className="matrix__site-name">{SITES[site].name}</span>
              </th>
            ))}
          </tr>
        </thead>
        {GROUPED_ITEMS.map((group) => (
          <tbody key={group.group}>
            <tr className="matrix__group">
              <th scope="colgroup" colSpan={SITE_KEYS.length + 1}>
                {group.label}
              </th>
            </tr>
            {group.items.map((item) => (
              <tr key={item.id}>
                <th scope="row">
                  {item.label}
                  <code className="matrix__id">{item.id}</code>
                </th>
                {SITE_KEYS.map((site) => (
                  <MatrixCell key={site} decision={decisions[site][item.id]} siteName={SITES[site].name} />
                ))}
              </tr>
            ))}
          </tbody>
        ))}
        <tfoot>
          <tr>
            <th scope="row">Shown (of {total})</th>
            {SITE_KEYS.map((site) => (
              <td key={site}>{shownCount(site)}</td>
            ))}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
