import { projectMembers, tasks } from '@bms/contracts';
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
  ...crud({
    base: '/api/team_members',
    domain: 'work',
    tag: 'Project team members',
    entity: 'ProjectMember',
    plural: 'ProjectMembers',
    body: projectMembers.projectMemberBody,
    query: projectMembers.projectMemberListQuery,
    listItem: projectMembers.projectMember,
    item: projectMembers.projectMember,
  }).map(alsoAnswers(['post', 'put', 'patch'], 409)),
];
