import { shellDataApi } from '@shell/api-client';
import type { CountryLimits } from '@shell/site-config';
import { DataPanel, Facts, yesNo } from './DataPanel';

function activeLimits(limits: CountryLimits): string {
  const active = (Object.keys(limits) as (keyof CountryLimits)[]).filter((key) => limits[key]);
  return active.length > 0 ? active.join(', ') : 'none';
}

export function CommonDataPanel() {
  const query = shellDataApi.endpoints.getCommonData.useQuery();
  const data = query.data;
  return (
    // Seven facts; the language and fiat lists wrap to about ten lines in a 22rem column.
    <DataPanel title="Common data" source="getCommonData" query={query} lines={10}>
      {data && (
        <Facts
          rows={[
            ['sub_website_id', data.sub_website_id],
            ['Languages', Object.keys(data.lang_list).length > 0 ? Object.keys(data.lang_list).join(', ') : 'none'],
            ['Fiats', data.fiat_list.length > 0 ? `${data.fiat_list.length} (${data.fiat_list.slice(0, 4).map((item) => item.fiat).join(', ')}…)` : 'none'],
            ['curr_fiat', data.curr_fiat],
            ['currency_count', data.currency_count],
            ['Country limits', activeLimits(data.countryLimits)],
            ['is_copper', yesNo(data.is_copper)],
          ]}
        />
      )}
    </DataPanel>
  );
}
