import { z } from 'zod';
import { dateString, id, multilineText, requiredText } from '../common';

export const TASK_STATUSES = ['not_started', 'in_progress', 'done'] as const;
export const TASK_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;

export type TaskStatus = (typeof TASK_STATUSES)[number];

/**
 * The status moves a task may make (SPEC 3): forward one step,
 * and from done back to in_progress. Staying where it is is no move.
 */
export const TASK_MOVES: Record<TaskStatus, readonly TaskStatus[]> = {
  not_started: ['in_progress'],
  in_progress: ['done'],
  done: ['in_progress'],
};

/** A date, or '' for none (to clear it with PATCH). */
const optionalDate = z.union([z.literal(''), dateString]);

/** The create body (SPEC 4.4). A new task is always not_started. */
export const taskBody = z.object({
  title: requiredText(255),
  description: multilineText(10_000).optional(),
  project_id: id.optional(),
  assigned_to: z
    .array(id)
    .max(50, 'At most 50 assignees.')
    .optional()
    .meta({ description: 'ids of the users the task is assigned to' }),
  priority: z.enum(TASK_PRIORITIES).optional().meta({ description: 'medium when not given' }),
  start_date: optionalDate.optional(),
  deadline: optionalDate.optional().meta({ description: 'not before start_date' }),
  labels: z.array(requiredText(50)).max(50).optional(),
});

/** The update body: the create body and the status move. */
export const taskUpdateBody = taskBody.extend({
  status: z
    .enum(TASK_STATUSES)
    .optional()
    .meta({ description: 'not_started → in_progress → done, and done → in_progress; other moves are 409' }),
});

const taskFields = {
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  project_id: z.number().int().nullable(),
  assigned_to: z.array(z.number().int()),
  status: z.enum(TASK_STATUSES),
  priority: z.enum(TASK_PRIORITIES),
  start_date: dateString.nullable(),
  deadline: dateString.nullable(),
};

/** A task as the list shows it: without labels (SPEC 4.4). */
export const taskSummary = z.object({ ...taskFields, created_at: dateString });

/** A task as its detail and create show it. */
export const task = z.object({ ...taskFields, labels: z.array(z.string()), created_at: dateString });
