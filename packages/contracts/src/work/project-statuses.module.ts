import { z } from 'zod';
import { defineModule } from '../module';
import { projectStatus, projectStatusBody } from './project-status.schema';

/** Project statuses (SPEC 4.6): the states a project can be in, in display order. */
export const projectStatusesModule = defineModule({
  service: 'work',
  name: 'ProjectStatus',
  plural: 'ProjectStatuses',
  noun: 'Project status',
  path: 'project-statuses',
  collection: 'project_statuses',
  tag: 'Project statuses',
  permission: 'project_statuses',
  body: projectStatusBody,
  filters: z.object({}),
  record: projectStatus,
  summary: projectStatus,
  search: ['title'],
  order: { sort: 1, _id: 1 },
  defaults: { color: '#6c757d', sort: 0 },
});
