import type { crm } from '@bms/protos';
import type { modulesOf } from '@bms/contracts';
import type { AsyncHandlers, ModuleHandlersOf } from '@bms/platform';
import type { ClientDirectory } from './clients/client.directory';
import type { ContractService } from './contracts/contract.service';
import type { EstimateRequestService } from './estimate-requests/estimate-request.service';
import type { RequestFormReads } from './estimate-requests/request-form.reads';

export interface CrmServices {
  clients: ClientDirectory;
  contracts: ContractService;
  forms: RequestFormReads;
  estimateRequests: EstimateRequestService;
}

const done = (message: string) => ({ success: true, message });

/** crm's handler map: its hand-written modules, and those declared with defineModule (`modules`). */
export function crmHandlers(s: CrmServices, modules: ModuleHandlersOf<ReturnType<typeof modulesOf<'crm'>>>): AsyncHandlers<crm.CrmHandlers> {
  return {
    ...modules,
    FindClients: findClients(s),

    GetContract: (req, ctx) => s.contracts.get(req, ctx),
    CreateContract: (req, ctx) => s.contracts.create(req, ctx),
    UpdateContract: (req, ctx) => s.contracts.update(req, ctx).then(() => done('Contract updated.')),

    ListRequestForms: (req, ctx) => s.forms.list(req, ctx),
    GetRequestForm: (req, ctx) => s.forms.get(req.id, ctx),
    ListRequestFormFields: (req, ctx) => s.forms.fields(req.id, ctx),
    SubmitEstimateRequest: (req, ctx) => s.estimateRequests.submit(req, ctx),
    ListEstimateRequests: (req, ctx) => s.estimateRequests.list(req, ctx),
    GetEstimateRequest: (req, ctx) => s.estimateRequests.get(req.id, ctx),
  };
}

/** For other services' projections: any signed-in caller (the gateway routes no path here). */
function findClients(s: CrmServices): AsyncHandlers<crm.CrmHandlers>['FindClients'] {
  return (req) => s.clients.find(req.ids);
}
