import { shellDataApi } from '@shell/api-client';
import { useDemoState } from '../state/DemoContext';
import { DataPanel, Facts, yesNo } from './DataPanel';

export function UserInfoPanel() {
  const query = shellDataApi.endpoints.getUserInfo.useQuery();
  const data = query.data;
  // The demo knows whom its mock backend logs in: eight facts for an account, one line otherwise.
  const { user } = useDemoState();
  return (
    <DataPanel title="User info" source="getUserInfo" query={query} lines={user === 'visitor' ? 1 : 8}>
      {data &&
        (data.isLogin ? (
          <Facts
            rows={[
              ['Account', data.is_sub_account ? 'sub-account' : 'main account'],
              ['UID', data.uid],
              ['Nickname', data.nickname],
              ['VIP tier', data.tier_level],
              ['KYC status', data.kyc_status],
              ['Safe level', data.safe_level],
              ['white_list_show', yesNo(data.white_list_show)],
              ['Total (USD)', data.total_usd.toLocaleString('en-US', { maximumFractionDigits: 2 })],
            ]}
          />
        ) : (
          <p>Not logged in: the header shows Login and Signup.</p>
        ))}
    </DataPanel>
  );
}
