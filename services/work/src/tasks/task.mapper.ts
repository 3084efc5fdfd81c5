import type { work } from '@bms/protos';
import { isoDay } from '@bms/platform';
import type { TaskDoc } from './task.model';

export function toTaskSummary(t: TaskDoc): work.TaskSummary {
  return {
    id: t._id,
    title: t.title,
    description: t.description ?? '',
    project_id: t.project_id ?? undefined,
    assigned_to: t.assigned_to ?? [],
    status: t.status,
    priority: t.priority,
    start_date: t.start_date || undefined,
    deadline: t.deadline || undefined,
    created_at: isoDay(t.created_at),
  };
}

export function toTask(t: TaskDoc): work.Task {
  return { ...toTaskSummary(t), labels: t.labels ?? [] };
}

/** What work.task.* events carry. */
export function taskEventData(t: TaskDoc) {
  return {
    id: t._id,
    title: t.title,
    project_id: t.project_id ?? null,
    assigned_to: t.assigned_to ?? [],
    status: t.status,
    priority: t.priority,
    deadline: t.deadline ?? null,
  };
}
