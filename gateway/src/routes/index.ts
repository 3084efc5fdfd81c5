import { billingRoutes } from './billing';
import { contentRoutes } from './content';
import { crmRoutes } from './crm';
import { filesRoutes } from './files';
import { identityRoutes } from './identity';
import type { Route } from './route';
import { webhookRoutes } from './webhooks';
import { workRoutes } from './work';
import { modules } from '@bms/contracts';
import { moduleRoutes } from './route';

/** Every route served through a service, in the order they are matched. */
export const serviceRoutes: Route[] = [
  ...identityRoutes,
  ...crmRoutes,
  ...workRoutes,
  ...billingRoutes,
  ...contentRoutes,
  ...filesRoutes,
  ...webhookRoutes,
  // The modules declared with defineModule (@bms/contracts modules.ts).
  ...modules.flatMap(moduleRoutes),
];
