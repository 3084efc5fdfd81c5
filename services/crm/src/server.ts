import type { crm } from '@bms/protos';
import type { AsyncHandlers } from '@bms/platform';
import type { ClientService } from './clients/client.service';

export function crmHandlers(s: { clients: ClientService }): AsyncHandlers<crm.CrmHandlers> {
  return {
    ...s.clients.resource.handlers('Client', 'Clients'),
    GetClient: (req, ctx) => s.clients.get(req.id, ctx),
  } as AsyncHandlers<crm.CrmHandlers>;
}
