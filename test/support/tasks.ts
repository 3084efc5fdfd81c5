import { aTask, createMember } from './builders';
import { adminSession, bearer, fixture, staffWith, type StaffUser, type TestGateway } from './harness';

export interface TaskRecord {
  id: number;
  title: string;
  status: string;
  assigned_to: number[];
}

/**
 * What the task tests share: the admin's gateway, a worker who may only
 * read tasks, and tasks assigned to the admin unless told otherwise.
 */
export class Tasks {
  private constructor(
    readonly t: TestGateway,
    readonly admin: string,
    readonly adminId: number,
    readonly worker: StaffUser,
  ) {}

  /** Before the block's tests, a Tasks handed to `use`; closed after them. */
  static forTests(use: (tasks: Tasks) => void): void {
    fixture(
      async () => {
        const { t, admin, adminId } = await adminSession();
        return new Tasks(t, admin, adminId, await staffWith(t.api, admin, { tasks: ['read'] }));
      },
      (tasks) => tasks.t.close(),
      use,
    );
  }

  /** A task body assigned to the admin. */
  aTask(over: Record<string, unknown> = {}) {
    return aTask({ assigned_to: [this.adminId], ...over });
  }

  async create(over: Record<string, unknown> = {}): Promise<TaskRecord> {
    const res = await this.t.api.post('/api/tasks').set(bearer(this.admin)).send(this.aTask(over));
    expect(res.status).toBe(201);
    return res.body.record as TaskRecord;
  }

  async detail(id: number) {
    return (await this.t.api.get(`/api/tasks/${id}`).set(bearer(this.admin))).body.record;
  }

  /** A staff user without any grants (as assignee). */
  async aUser(): Promise<number> {
    return (await createMember(this.t.api, this.admin)).id;
  }
}
