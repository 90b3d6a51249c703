import type { ComplianceInfo } from '@shell/site-config';
import { EMPTY_COMPLIANCE } from '@shell/site-config';
import { shellApi } from '../shellApi';
import { safeQueryFn } from '../safeQuery';
import { complianceResponse } from '../schemas/compliance';
import { CALLS } from './catalog';

/** The compliance check: which feature keys, business flags and limits apply to this visitor. */
export const complianceApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    getComplianceCheck: build.query<ComplianceInfo, void>({
      queryFn: safeQueryFn({
        name: 'getComplianceCheck',
        request: () => ({ url: CALLS.complianceCheck.path }),
        schema: complianceResponse,
        fallback: () => EMPTY_COMPLIANCE,
      }),
      providesTags: ['Compliance'],
    }),
  }),
});

export const { useGetComplianceCheckQuery } = complianceApi;
