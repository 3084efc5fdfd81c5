import { z } from 'zod';
import { queryId } from '../common';
import { defineModule } from '../module';
import { projectMember, projectMemberBody } from './project-member.schema';

/**
 * Project team members (/api/team_members, SPEC 4.6): a known user on a
 * project, once (services/work/src/project-members/project-member.rules.ts:
 * 409 when the user is on the project already, also on update and restore).
 */
export const projectMembersModule = defineModule({
  service: 'work',
  name: 'ProjectMember',
  plural: 'ProjectMembers',
  noun: 'Team member',
  entity: 'work.team_member',
  path: 'team_members',
  collection: 'project_members',
  tag: 'Project team members',
  permission: 'team_members',
  body: projectMemberBody,
  filters: z.object({ project_id: queryId, user_id: queryId }),
  record: projectMember,
  summary: projectMember,
  search: [],
  eventFields: ['project_id', 'user_id'],
  conflicts: ['post', 'put', 'patch'],
});
