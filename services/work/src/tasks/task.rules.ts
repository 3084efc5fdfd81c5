import { tasks } from '@bms/contracts';
import { type AuthedContext, Conflict, type FieldErrors, type ModuleDoc, type ModuleOptions, type StandardModule, ValidationError } from '@bms/platform';
import type { UserDirectory } from '../users/user.directory';

type Status = tasks.TaskStatus;

/** '' clears a date; absent is none. */
const dateOf = (d: unknown) => (d as string | undefined) || undefined;

/** The status after a requested move (none, or the same: no move); Conflict when TASK_MOVES does not allow it. */
export function moveStatus(from: Status, to: Status | undefined): Status {
  if (to === undefined || to === from) return from;
  if (!tasks.TASK_MOVES[from].includes(to)) throw new Conflict(`A task cannot move from ${from} to ${to}.`);
  return to;
}

/** What is wrong with a task's dates: a deadline before its start date (either may be absent), or nothing. */
export function datesProblem(t: Record<string, unknown>): string | undefined {
  if (t.start_date && t.deadline && (t.deadline as string) < (t.start_date as string)) return 'Must not be before start_date.';
  return undefined;
}

/**
 * What tasks have beyond a standard module (tasks.module.ts): a new task is
 * not_started and its status moves only as TASK_MOVES allows (a full
 * update keeps it unless it names a move); assignees are known users (each
 * once; a restored task comes back without those deleted meanwhile); the
 * deadline is not before the start date ('' clears a date).
 */
export function taskModule(users: UserDirectory): ModuleOptions {
  /** The checks a schema cannot make, reported together: dates in order, assignees known. */
  const check = async (t: ModuleDoc | Record<string, unknown>, assignees: boolean, ctx: AuthedContext) => {
    const errors: FieldErrors = {};
    const dates = datesProblem(t);
    if (dates) errors.deadline = [dates];
    const unknown = assignees ? await users.problem(t.assigned_to as number[], ctx) : undefined;
    if (unknown) errors.assigned_to = [unknown];
    if (Object.keys(errors).length) throw new ValidationError(errors);
  };
  return {
    rules: () => ({
      create: async (fields, ctx, before) => {
        const made = {
          ...fields,
          assigned_to: [...new Set(fields.assigned_to as number[])],
          start_date: dateOf(fields.start_date),
          deadline: dateOf(fields.deadline),
        };
        await check(made, true, ctx);
        return { ...made, status: before ? moveStatus(before.status, fields.status as Status | undefined) : 'not_started' };
      },
      update: async (changes, before, ctx) => {
        if (changes.assigned_to !== undefined) changes.assigned_to = [...new Set(changes.assigned_to as number[])];
        for (const f of ['start_date', 'deadline']) if (f in changes) changes[f] = dateOf(changes[f]);
        await check({ ...before, ...changes }, changes.assigned_to !== undefined, ctx);
        if (changes.status !== undefined) changes.status = moveStatus(before.status, changes.status as Status);
        return changes;
      },
      // A user whose deletion work handled between the check of the assignees and the write (its cascade
      // then found no such task): taken off at once. The deletion is marked before its tasks are looked
      // for, and this looks after the write, so one of the two sees the other.
      settle: async (t) => {
        const assigned = (t.assigned_to as number[] | undefined) ?? [];
        const gone = assigned.length ? await users.knownDeleted(assigned) : [];
        return gone.length ? { assigned_to: assigned.filter((id) => !gone.includes(id)) } : undefined;
      },
      // A user deleted while the task was deleted was taken off live tasks only: it comes back without them.
      beforeRestore: async (gone, ctx) => {
        const assigned = (gone.assigned_to as number[] | undefined) ?? [];
        const left = ctx && assigned.length ? await users.unknown(assigned, ctx) : [];
        return left.length ? { assigned_to: assigned.filter((id) => !left.includes(id)) } : {};
      },
    }),
  };
}

/** Takes a deleted user off every task it was assigned to (identity's user.deleted), each with its updated event; safe to repeat. */
export function unassignUser(tasksModule: StandardModule<string, string>, userId: number, actor: number): Promise<number> {
  return tasksModule.resource.changeWhere({ assigned_to: userId }, (now) => ({ assigned_to: (now.assigned_to as number[]).filter((id) => id !== userId) }), actor);
}
