import { z } from 'zod';
import { contract, estimateRequests, idParams, listOf, recordOf, resultSchema } from '@bms/contracts';
import { route, type Route, type RpcCall } from './route';
import type { RpcName } from '@bms/protos';

const crm = (rpc: RpcName<'crm'>, request: RpcCall['request']): RpcCall => ({ domain: 'crm', rpc, request });

/** The single contract of a client (SPEC 4.10): {id} is the client's id, and a client has at most one. */
function contractRoutes(): Route[] {
  const path = '/api/contract/{id}';
  const tag = 'Contract';
  const reply = recordOf(contract.contract);
  return [
    route({
      method: 'get',
      path,
      tag,
      summary: "A client's contract",
      params: idParams,
      reply,
      call: crm('GetContract', ({ params }) => ({ client_id: params.id })),
    }),
    route({
      method: 'post',
      path,
      tag,
      summary: "Create a client's contract (one per client; 409 when it exists)",
      params: idParams,
      body: contract.contractBody,
      status: 201,
      reply,
      errors: [401, 403, 404, 409, 422],
      call: crm('CreateContract', ({ params, body }) => ({ client_id: params.id, input: body })),
    }),
    route({
      method: 'put',
      path,
      tag,
      summary: "Replace a client's contract (fields not sent are cleared)",
      params: idParams,
      body: contract.contractBody,
      reply: resultSchema,
      call: crm('UpdateContract', ({ params, body }) => ({ client_id: params.id, input: body, update_mask: ['*'] })),
    }),
    route({
      method: 'patch',
      path,
      tag,
      summary: "Change some fields of a client's contract",
      params: idParams,
      body: contract.contractBody.partial(),
      reply: resultSchema,
      call: crm('UpdateContract', ({ params, body }) => ({ client_id: params.id, input: body, update_mask: Object.keys(body) })),
    }),
  ];
}

/**
 * Estimate requests (SPEC 4.9): every signed-in user reads active
 * forms and submits requests (the spec lists no 403 there); forms are
 * managed, and requests read, with the estimate_requests permissions.
 */
function estimateRequestRoutes(): Route[] {
  const base = '/api/request_estimate/forms';
  const tag = 'Estimate requests';
  return [
    route({
      method: 'get',
      path: base,
      tag,
      summary: 'List estimate-request forms (no paging, no meta)',
      query: estimateRequests.requestFormListQuery,
      reply: z.object({ records: z.array(estimateRequests.requestFormSummary) }),
      errors: [401, 422],
      call: crm('ListRequestForms', ({ query }) => query),
    }),
    route({
      method: 'get',
      path: `${base}/{id}`,
      tag,
      summary: 'Form details, with its fields',
      params: idParams,
      reply: recordOf(estimateRequests.requestForm),
      errors: [401, 404],
      call: crm('GetRequestForm', ({ params }) => ({ id: params.id })),
    }),
    route({
      method: 'get',
      path: `${base}/{id}/fields`,
      tag,
      summary: 'The fields of a form, in order',
      params: idParams,
      reply: z.object({ records: z.array(estimateRequests.requestFormField) }),
      errors: [401, 404],
      call: crm('ListRequestFormFields', ({ params }) => ({ id: params.id })),
    }),
    route({
      method: 'post',
      path: '/api/request_estimate/requests',
      tag,
      summary: "Submit an estimate request: answers are checked against the form's fields",
      body: estimateRequests.estimateRequestBody,
      status: 201,
      reply: recordOf(estimateRequests.estimateRequest),
      errors: [401, 404, 422],
      call: crm('SubmitEstimateRequest', ({ body }) => ({ input: body })),
    }),
    route({
      method: 'get',
      path: '/api/request_estimate/requests',
      tag,
      summary: 'List submitted estimate requests',
      query: estimateRequests.estimateRequestListQuery,
      list: estimateRequests.estimateRequest,
      reply: listOf(estimateRequests.estimateRequest),
      call: crm('ListEstimateRequests', ({ query }) => query),
    }),
    route({
      method: 'get',
      path: '/api/request_estimate/requests/{id}',
      tag,
      summary: 'A submitted estimate request',
      params: idParams,
      reply: recordOf(estimateRequests.estimateRequest),
      call: crm('GetEstimateRequest', ({ params }) => ({ id: params.id })),
    }),
  ];
}

export const crmRoutes: Route[] = [
  ...contractRoutes(),
  ...estimateRequestRoutes(),
];
