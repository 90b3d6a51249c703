import { shellDataApi } from '@shell/api-client';
import { DataPanel, Facts, yesNo } from './DataPanel';

/** User-only: visitors never send this request (a request that can only fail is not sent). */
export function UnifiedAccountPanel() {
  const { data: userInfo } = shellDataApi.endpoints.getUserInfo.useQuery();
  const skip = userInfo?.isLogin !== true;
  const query = shellDataApi.endpoints.getUnifiedAccountMode.useQuery(undefined, { skip });
  const data = query.data;
  return (
    <DataPanel title="Unified account mode" source="getUnifiedAccountMode" query={query} lines={3}>
      {skip ? (
        <p className="muted">Not requested for visitors.</p>
      ) : (
        data && (
          <Facts
            rows={[
              ['mode', data.mode],
              ['first_open', yesNo(data.first_open)],
              ['support_unified', yesNo(data.support_unified)],
            ]}
          />
        )
      )}
    </DataPanel>
  );
}
