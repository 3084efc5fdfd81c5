'use strict';
// What the driver sends: request number i of a scenario, given its params.
// HTTP factories answer {method, path, body}; gRPC ones {rpc, request}.

const pick = (list, i) => list[i % list.length];

const requestFactories = {
  time: () => ({ path: '/api/time' }),
  clientById: (i, p) => ({ path: `/api/clients/${pick(p.ids, i)}` }),
  grpcClientById: (i, p) => ({ rpc: 'GetClient', request: { id: pick(p.ids, i) } }),

  clientsPage: (_i, p) => ({ path: `/api/clients?page=${p.page ?? 1}&limit=${p.limit ?? 20}` }),
  clientsByStatus: (_i, p) => ({ path: `/api/clients?status=${p.status}&page=1&limit=${p.limit ?? 20}` }),
  clientsSearch: (i, p) => ({ path: `/api/clients?search=${encodeURIComponent(pick(p.terms, i))}&page=1&limit=${p.limit ?? 20}` }),
  clientCreate: (i, p) => ({
    method: 'POST',
    path: '/api/clients',
    body: { company_name: `Bench ${p.run} ${i} Ltd`, type: 'organization', city: 'Lyon', country: 'France' },
  }),
  clientPatch: (i, p) => ({ method: 'PATCH', path: `/api/clients/${pick(p.ids, i)}`, body: { city: `City ${i}` } }),

  tasksPage: (_i, p) => ({ path: `/api/tasks?page=${p.page ?? 1}&limit=${p.limit ?? 20}` }),
  tasksByStatus: (_i, p) => ({ path: `/api/tasks?status=${p.status}&page=1&limit=${p.limit ?? 20}` }),
  tasksSearch: (i, p) => ({ path: `/api/tasks?search=${encodeURIComponent(pick(p.terms, i))}&page=1&limit=${p.limit ?? 20}` }),
  taskCreate: (i, p) => ({ method: 'POST', path: '/api/tasks', body: { title: `Bench task ${p.run} ${i}`, priority: 'high' } }),
  taskPatch: (i, p) => ({ method: 'PATCH', path: `/api/tasks/${pick(p.ids, i)}`, body: { description: `changed ${i}` } }),
};

module.exports = { requestFactories };
