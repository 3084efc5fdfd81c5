import { itemCategoriesModule } from './billing/item-categories.module';
import { announcementsModule } from './content/announcements.module';
import { pagesModule } from './content/pages.module';
import { clientsModule } from './crm/clients.module';
import { contacts } from './crm/contacts.module';
import { customFieldsModule } from './crm/custom-fields.module';
import { estimatesModule } from './crm/estimates.module';
import { leadsModule } from './crm/leads.module';
import { ordersModule } from './crm/orders.module';
import { requestFormsModule } from './crm/request-forms.module';
import { checklistTemplatesModule } from './work/checklist-templates.module';
import { projectMembersModule } from './work/project-members.module';
import { projectStatusesModule } from './work/project-statuses.module';
import { tasksModule } from './work/tasks.module';
import type { ModuleDef, ServiceName } from './module';

/**
 * Every module declared with defineModule: the proto generator, the
 * gateway's routes, the services' handlers and the permission catalogue
 * read this list. A new standard module is added here.
 */
export const modules = [
  clientsModule,
  contacts,
  customFieldsModule,
  leadsModule,
  estimatesModule,
  ordersModule,
  requestFormsModule,
  itemCategoriesModule,
  checklistTemplatesModule,
  projectStatusesModule,
  projectMembersModule,
  tasksModule,
  pagesModule,
  announcementsModule,
] as const;

/** The modules a service serves. */
export function modulesOf<S extends ServiceName>(service: S): Array<Extract<(typeof modules)[number], ModuleDef<S>>> {
  return modules.filter((m) => m.service === service) as Array<Extract<(typeof modules)[number], ModuleDef<S>>>;
}
