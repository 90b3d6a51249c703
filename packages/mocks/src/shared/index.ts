import type { MockDomainContext, MockRoute } from '../route';
import { createAnnouncementRoutes } from './announcementRoutes';
import { createComplianceRoutes } from './complianceRoutes';
import { createSiteRoutes } from './siteRoutes';
import { createUserRoutes } from './userRoutes';

/**
 * Routes for every call of the shared catalogue (`CALLS`). Shapes and paths are documented in
 * packages/api-client/README.md ("Shared calls").
 */
export function createSharedRoutes(context: MockDomainContext): MockRoute[] {
  return [
    ...createSiteRoutes(context),
    ...createUserRoutes(context),
    ...createComplianceRoutes(),
    ...createAnnouncementRoutes(),
  ];
}
