import type { ShellEndpointBuilder } from '../../apiOptions';
import { complianceEndpoints } from './compliance';
import { siteDataEndpoints } from './siteData';
import { userDataEndpoints } from './userData';

export { complianceEndpoints } from './compliance';
export { siteDataEndpoints } from './siteData';
export { userDataEndpoints } from './userData';

/** Every shared endpoint, for a slice that takes them all at once (the server's). */
export const sharedEndpoints = (build: ShellEndpointBuilder) => ({
  ...siteDataEndpoints(build),
  ...userDataEndpoints(build),
  ...complianceEndpoints(build),
});
