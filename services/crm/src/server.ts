import type { crm } from '@bms/protos';
import type { AsyncHandlers } from '@bms/platform';
import type { ClientService } from './clients/client.service';

const done = (message: string) => ({ success: true, message });

export function crmHandlers(s: { clients: ClientService }): AsyncHandlers<crm.CrmHandlers> {
  return {
    ListClients: (req, ctx) => s.clients.list(req, ctx),
    GetClient: (req, ctx) => s.clients.get(req.id, ctx),
    CreateClient: (req, ctx) => s.clients.create(req, ctx),
    UpdateClient: (req, ctx) => s.clients.update(req, ctx).then(() => done('Client updated.')),
    DeleteClient: (req, ctx) => s.clients.delete(req.id, ctx).then(() => done('Client deleted.')),
  };
}
