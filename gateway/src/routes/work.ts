import { tasks } from '@bms/contracts';
import { crud } from './crud';
import { alsoAnswers, type Route } from './route';

export const workRoutes: Route[] = [
  ...crud({
    base: '/api/tasks',
    domain: 'work',
    tag: 'Tasks',
    entity: 'Task',
    plural: 'Tasks',
    body: tasks.taskBody,
    putBody: tasks.taskUpdateBody,
    query: tasks.taskListQuery,
    listItem: tasks.taskSummary,
    item: tasks.task,
  }).map(alsoAnswers(['put', 'patch'], 409)),
];
