import { shellDataApi } from '@shell/api-client';
import { DataPanel, Facts, yesNo } from './DataPanel';

const list = (values: readonly string[]): string => (values.length > 0 ? values.join(', ') : 'none');

export function CompliancePanel() {
  const query = shellDataApi.endpoints.getComplianceCheck.useQuery();
  const data = query.data;
  return (
    <DataPanel title="Compliance check" source="getComplianceCheck" query={query} lines={4}>
      {data && (
        <Facts
          rows={[
            ['Hidden menu keys', list(data.menu)],
            ['Business flags', list(data.business)],
            ['au_redirect', yesNo(data.limit.au_redirect)],
            ['is_sanction_country', yesNo(data.limit.is_sanction_country)],
          ]}
        />
      )}
    </DataPanel>
  );
}
