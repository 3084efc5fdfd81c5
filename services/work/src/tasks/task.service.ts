import type mongoose from 'mongoose';
import type { z } from 'zod';
import { tasks } from '@bms/contracts';
import {
  type AuthedContext,
  Conflict,
  type Counters,
  type FieldErrors,
  newEvent,
  type OutboxRelay,
  Resource,
  searchFilter,
  searchTerms,
  Store,
  ValidationError,
} from '@bms/platform';
import type { UserDirectory } from '../users/user.directory';
import { taskEventData, toTask, toTaskSummary } from './task.mapper';
import { type TaskDoc, taskModel } from './task.model';

type Update = z.output<typeof tasks.taskUpdateBody>;

/** '' clears a date; absent is none. */
const dateOf = (d: string | undefined) => d || undefined;

/**
 * Tasks (SPEC 2.4, 4.4): a standard module whose tasks start not_started
 * and move not_started → in_progress → done (and back to in_progress),
 * assigned to known users, with a deadline not before the start date.
 */
export class TaskService {
  readonly resource;
  private readonly store: Store<TaskDoc>;

  constructor(
    conn: mongoose.Connection,
    counters: Counters,
    relay: OutboxRelay,
    private readonly users: UserDirectory,
  ) {
    this.store = new Store(taskModel(conn), counters, relay);
    this.resource = new Resource(this.store, {
      module: 'tasks',
      noun: 'Task',
      events: 'work.task',
      eventData: taskEventData,
      body: tasks.taskBody,
      putBody: tasks.taskUpdateBody,
      query: tasks.taskListQuery,
      filter: (q) => ({
        ...searchFilter(q.search),
        ...(q.status ? { status: q.status } : {}),
        ...(q.priority ? { priority: q.priority } : {}),
        ...(q.project_id ? { project_id: q.project_id } : {}),
        ...(q.assigned_to ? { assigned_to: q.assigned_to } : {}),
      }),
      toRecord: toTask,
      toListItem: toTaskSummary,
      create: async (body, ctx, before) => {
        const b = body as Update;
        const fields = {
          title: b.title,
          description: b.description ?? '',
          project_id: b.project_id,
          assigned_to: [...new Set(b.assigned_to ?? [])],
          priority: b.priority ?? 'medium',
          start_date: dateOf(b.start_date),
          deadline: dateOf(b.deadline),
          labels: b.labels ?? [],
          created_by: before?.created_by ?? ctx.caller.user_id,
          search_terms: searchTerms(b.title),
        };
        await this.check(fields, true, ctx);
        return { ...fields, status: before ? this.move(before.status, b.status) : 'not_started' };
      },
      update: async (body, before, ctx) => {
        const b = body as Partial<Update>;
        const changes: Partial<TaskDoc> = {};
        if (b.title !== undefined) Object.assign(changes, { title: b.title, search_terms: searchTerms(b.title) });
        if (b.description !== undefined) changes.description = b.description;
        if (b.project_id !== undefined) changes.project_id = b.project_id;
        if (b.assigned_to !== undefined) changes.assigned_to = [...new Set(b.assigned_to)];
        if (b.priority !== undefined) changes.priority = b.priority;
        if (b.labels !== undefined) changes.labels = b.labels;
        if ('start_date' in b) changes.start_date = dateOf(b.start_date);
        if ('deadline' in b) changes.deadline = dateOf(b.deadline);
        await this.check({ ...before, ...changes }, b.assigned_to !== undefined, ctx);
        if (b.status !== undefined) changes.status = this.move(before.status, b.status);
        return changes;
      },
    });
  }

  /** The checks a schema cannot make: dates in order, assignees known. */
  private async check(t: Pick<TaskDoc, 'start_date' | 'deadline' | 'assigned_to'>, assignees: boolean, ctx: AuthedContext) {
    const errors: FieldErrors = {};
    if (t.start_date && t.deadline && t.deadline < t.start_date) errors.deadline = ['Must not be before start_date.'];
    const unknown = assignees ? await this.users.problem(t.assigned_to, ctx) : undefined;
    if (unknown) errors.assigned_to = [unknown];
    if (Object.keys(errors).length) throw new ValidationError(errors);
  }

  /** The status after a requested move; Conflict when the move is not allowed. */
  private move(from: TaskDoc['status'], to: TaskDoc['status'] | undefined): TaskDoc['status'] {
    if (to === undefined || to === from) return from;
    if (!tasks.TASK_MOVES[from].includes(to)) throw new Conflict(`A task cannot move from ${from} to ${to}.`);
    return to;
  }

  /**
   * Takes a deleted user off every task it was assigned to (identity's
   * user.deleted); safe to repeat.
   */
  async unassignUser(userId: number, actor: number): Promise<number> {
    let changed = 0;
    for (;;) {
      const batch = await this.store.find({ assigned_to: userId }, 200);
      if (!batch.length) return changed;
      for (const t of batch) {
        const done = await this.store.update(
          t._id,
          (now) => ({ assigned_to: now.assigned_to.filter((id) => id !== userId) }),
          (after) => newEvent('work.task.updated', taskEventData(after), actor),
          { assigned_to: userId },
        );
        if (done) changed++;
      }
    }
  }
}
