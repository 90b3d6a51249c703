import type { ComplianceInfo } from '@shell/site-config';
import { UNKNOWN_COMPLIANCE } from '@shell/site-config';
import type { ShellEndpointBuilder } from '../../apiOptions';
import { ONE_RETRY, safeQueryFn } from '../../safeQuery';
import { CALLS } from '../catalog';

/**
 * The compliance check: which feature keys, business flags and limits apply to this visitor.
 * Always asked afresh: the answer follows the visitor's location and account. The spec's §8
 * fallback for a failed check is "empty", which would show every item the regulator asked to
 * hide; a failed check gives `UNKNOWN_COMPLIANCE` instead (every item a compliance key can hide
 * stays hidden: fail closed). The session's policy provider then stands in the last good answer
 * given to the same user on the same site, when it holds one (`policy/complianceMemory.ts`).
 */
export const complianceEndpoints = (build: ShellEndpointBuilder) => ({
  getComplianceCheck: build.query<ComplianceInfo, void>({
    queryFn: safeQueryFn({
      name: 'getComplianceCheck',
      request: () => ({ url: CALLS.complianceCheck.path }),
      // Loaded beside the first request: zod stays out of the initial JS (SchemaSource).
      schema: () => import('../../schemas/sharedResponses').then((m) => m.complianceResponse),
      // A failed check hides regulated items: one retry on network/5xx first.
      retry: ONE_RETRY,
      fallback: () => UNKNOWN_COMPLIANCE,
    }),
    providesTags: ['Compliance'],
  }),
});
