import { billingRoutes } from './billing';
import { contentRoutes } from './content';
import { crmRoutes } from './crm';
import { filesRoutes } from './files';
import { identityRoutes } from './identity';
import type { Route } from './route';
import { webhookRoutes } from './webhooks';
import { workRoutes } from './work';
import { type ModuleDef, type ModuleRpcs, modules } from '@bms/contracts';
import type { RpcName } from '@bms/protos';
import { moduleRoutes } from './crud';

/** The RPCs of the modules' operations that their services lack (npm run gen:protos writes them): none, or this does not compile. */
type Unserved<Ms extends readonly ModuleDef[]> = {
  [K in keyof Ms]: Ms[K] extends ModuleDef<infer S, infer N, infer P, infer O> ? Exclude<ModuleRpcs<N, P>[O], RpcName<S>> : never;
}[number];
const everyModuleServed: [Unserved<typeof modules>] extends [never] ? true : Unserved<typeof modules> = true;
void everyModuleServed;

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
