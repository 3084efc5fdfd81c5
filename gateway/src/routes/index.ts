import { crmRoutes } from './crm';
import { identityRoutes } from './identity';
import type { Route } from './route';

/** Every route served through a service, in the order they are matched. */
export const serviceRoutes: Route[] = [...identityRoutes, ...crmRoutes];
