import { shellApi } from '../shellApi';
import { isomorphicQueryHook } from '../hooks/serverQuery';
import { complianceEndpoints } from './definitions/compliance';

export { COMPLIANCE_CACHE_NAME } from './definitions/compliance';

/** The compliance check (definitions in `definitions/compliance.ts`, shared with the server's slice). */
export const complianceApi = shellApi.injectEndpoints({ endpoints: complianceEndpoints });

/** Query hooks for server-rendered components: RTK Query's in the browser, a store read on the server (`isomorphicQueryHook`). */
export const useGetComplianceCheckQuery = isomorphicQueryHook(complianceApi.endpoints.getComplianceCheck, complianceApi.useGetComplianceCheckQuery);
