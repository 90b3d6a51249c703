import { useMemo } from 'react';
import { GATED_ITEMS } from '@shell/site-config';
import { complianceKeyRows } from './complianceKeys';

const LABELS = new Map(GATED_ITEMS.map((item) => [item.id, item.label]));

/**
 * The keys of the compliance-check response beside the items each one hides, measured through
 * the policy (see complianceKeyRows): the matrix above assumes none of them is set.
 */
export function ComplianceKeys() {
  const rows = useMemo(() => complianceKeyRows(), []);
  return (
    <div className="compliance-keys-frame" role="region" aria-label="Compliance keys" tabIndex={0}>
      <table className="compliance-keys">
        <caption>Compliance keys: what each key of the compliance response hides, on any site</caption>
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">Field</th>
            <th scope="col">Hides</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={`${row.field}.${row.key}`}>
              <th scope="row">
                <code>{row.key}</code>
              </th>
              <td>{row.field === 'limit' ? `limit.${row.key}` : row.field}</td>
              <td>
                {row.hides.length === 0 ? (
                  row.key === 'au_redirect' ? (
                    'nothing: a logged-out visitor on a listed public page is redirected to the Australian site'
                  ) : (
                    'nothing'
                  )
                ) : (
                  <ul className="compliance-keys__items">
                    {row.hides.map((id) => (
                      <li key={id}>
                        {LABELS.get(id)} <code className="matrix__id">{id}</code>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
