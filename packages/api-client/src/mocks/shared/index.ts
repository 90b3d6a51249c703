import type { MockDomainContext, MockRoute } from '../route';
import { createAnnouncementRoutes } from './announcementRoutes';
import { createComplianceRoutes } from './complianceRoutes';
import { createHeaderRoutes } from './headerRoutes';
import { createLogoutRoutes } from './logoutRoutes';
import { createSiteRoutes } from './siteRoutes';
import { createUserRoutes } from './userRoutes';

/**
 * Routes for every call of the catalogue owned by `api-client` or `header`. Shapes and paths are
 * documented in packages/api-client/README.md ("Shared calls").
 */
export function createSharedRoutes(context: MockDomainContext): MockRoute[] {
  return [
    ...createSiteRoutes(context),
    ...createUserRoutes(context),
    ...createComplianceRoutes(),
    ...createAnnouncementRoutes(),
    ...createHeaderRoutes(),
    ...createLogoutRoutes(),
  ];
}
