import { z } from 'zod';
import { queryId } from '../common';
import { defineModule } from '../module';
import { task, taskBody, taskSummary, taskUpdateBody, TASK_PRIORITIES, TASK_STATUSES } from './task.schema';

/**
 * Tasks (SPEC 2.4, 4.4): a standard module whose rules
 * (services/work/src/tasks/task.rules.ts) start a task not_started and
 * move it only as TASK_MOVES allows (409 otherwise), assign it to known
 * users, and keep the deadline on or after the start date.
 */
export const tasksModule = defineModule({
  service: 'work',
  name: 'Task',
  plural: 'Tasks',
  path: 'tasks',
  tag: 'Tasks',
  permission: 'tasks',
  body: taskBody,
  putBody: taskUpdateBody,
  filters: z.object({
    status: z.enum(TASK_STATUSES).optional(),
    priority: z.enum(TASK_PRIORITIES).optional(),
    project_id: queryId,
    assigned_to: queryId.meta({ description: 'tasks assigned to this user id' }),
  }),
  record: task,
  summary: taskSummary,
  search: ['title'],
  eventFields: ['title', 'project_id', 'assigned_to', 'status', 'priority', 'deadline'],
  conflicts: ['put', 'patch'],
  defaults: { description: '', assigned_to: [], priority: 'medium', labels: [] },
});
