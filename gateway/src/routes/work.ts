import { checklists, projectMembers, projectStatuses, tasks } from '@bms/contracts';
import { crud, type Route } from './route';

/** Routes whose request can clash with the record's state: 409 documented too. */
const with409 = (methods: Route['method'][]) => (r: Route): Route =>
  methods.includes(r.method) ? { ...r, errors: [...r.errors, 409] } : r;

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
  }).map(with409(['put', 'patch'])),
  ...crud({
    base: '/api/checklist-templates',
    domain: 'work',
    tag: 'Checklist templates',
    entity: 'ChecklistTemplate',
    plural: 'ChecklistTemplates',
    body: checklists.checklistTemplateBody,
    query: checklists.checklistTemplateListQuery,
    listItem: checklists.checklistTemplate,
    item: checklists.checklistTemplate,
  }),
  ...crud({
    base: '/api/project-statuses',
    domain: 'work',
    tag: 'Project statuses',
    entity: 'ProjectStatus',
    plural: 'ProjectStatuses',
    body: projectStatuses.projectStatusBody,
    query: projectStatuses.projectStatusListQuery,
    listItem: projectStatuses.projectStatus,
    item: projectStatuses.projectStatus,
  }),
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
  }).map(with409(['post', 'put', 'patch'])),
];
