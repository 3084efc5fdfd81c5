import { adminSession, bearer, fixture, type TestGateway, unique } from './harness';

export interface ApiKey {
  id: number;
  prefix: string;
  scopes: Record<string, string[]> | null;
  expires_at: string | null;
  rotated_at: string | null;
  previous_key_expires_at: string | null;
  last_used_at: string | null;
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const inSeconds = (s: number) => new Date(Date.now() + s * 1000).toISOString();

/** What the API key tests share: the admin's gateway, and keys made, listed and used. */
export class ApiKeys {
  private constructor(
    readonly t: TestGateway,
    readonly admin: string,
  ) {}

  /** Before the block's tests, an ApiKeys handed to `use`; closed after them. */
  static forTests(use: (keys: ApiKeys) => void): void {
    fixture(
      async () => {
        const { t, admin } = await adminSession();
        return new ApiKeys(t, admin);
      },
      (keys) => keys.t.close(),
      use,
    );
  }

  async makeKey(body: Record<string, unknown>, token = this.admin) {
    const res = await this.t.api.post('/api/api-keys').set(bearer(token)).send({ name: unique('key '), ...body });
    expect(res.status).toBe(201);
    return { id: res.body.record.id as number, key: res.body.key as string, record: res.body.record as ApiKey };
  }

  async listed(id: number, token = this.admin): Promise<ApiKey | undefined> {
    const res = await this.t.api.get('/api/api-keys').query({ limit: 100 }).set(bearer(token));
    expect(res.status).toBe(200);
    return (res.body.records as ApiKey[]).find((k) => k.id === id);
  }

  /** The status /api/auth/me answers to `key` (on `api`, the admin's gateway unless told). */
  me(key: string, api = this.t.api) {
    return api.get('/api/auth/me').set(bearer(key)).then((r) => r.status);
  }
}
