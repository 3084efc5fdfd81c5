import { clients } from '@bms/contracts';
import { crud, type Route } from './route';

export const crmRoutes: Route[] = [
  ...crud({
    base: '/api/clients',
    domain: 'crm',
    tag: 'Clients',
    entity: 'Client',
    plural: 'Clients',
    body: clients.clientBody,
    query: clients.clientListQuery,
    listItem: clients.clientSummary,
    item: clients.client,
    detail: clients.clientDetail,
  }),
];
