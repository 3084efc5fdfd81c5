import mongoose from 'mongoose';
import { adminToken, bearer, type TestGateway, testGateway } from '../support/harness';
import { dbUrl, readStack } from '../support/stack';

/*
 * Every list filter and sort has an index:
 * the indexes each service declares, read back from its database. A sort
 * key is indexed with _id in the same direction, the tie-breaker lists use.
 */
const EXPECTED: Record<string, Record<string, Array<Record<string, 1 | -1>>>> = {
  crm: {
    clients: [{ status: 1, _id: -1 }, { search_terms: 1 }, { company_name: 1, _id: 1 }],
    leads: [{ status: 1, _id: -1 }, { source: 1, _id: -1 }, { owner_id: 1, _id: -1 }, { search_terms: 1 }],
  },
  work: {
    tasks: [{ status: 1, _id: -1 }, { priority: 1, _id: -1 }, { project_id: 1, _id: -1 }, { assigned_to: 1, _id: -1 }, { search_terms: 1 }],
  },
  billing: {
    invoices: [{ status: 1, _id: -1 }, { client_id: 1, _id: -1 }, { due_date: 1, _id: 1 }],
  },
};
/** What every collection of records has, for updated_since, sort and tombstones. */
const EVERY_LIST: Array<Record<string, 1 | -1>> = [{ created_at: 1, _id: 1 }, { updated_at: 1, _id: 1 }, { deleted_at: 1 }];

describe('indexes for list filters and sorts', () => {
  let t: TestGateway;

  beforeAll(async () => {
    t = testGateway();
    const admin = await adminToken(t.api);
    // Each service has made its collections by the time it answers a list.
    for (const path of ['/api/clients', '/api/leads', '/api/tasks', '/api/invoices']) {
      expect((await t.api.get(path).set(bearer(admin))).status).toBe(200);
    }
  });
  afterAll(() => t.close());

  it.each(Object.keys(EXPECTED))('%s has an index for each list filter, sort and sync option', async (service) => {
    const conn = await mongoose.createConnection(dbUrl(readStack(), service)).asPromise();
    try {
      for (const [collection, keys] of Object.entries(EXPECTED[service]!)) {
        const have = (await conn.db!.collection(collection).indexes()).map((i) => JSON.stringify(i.key));
        for (const key of [...keys, ...EVERY_LIST]) expect({ collection, have }).toEqual({ collection, have: expect.arrayContaining([JSON.stringify(key)]) });
      }
    } finally {
      await conn.close();
    }
  });
});
