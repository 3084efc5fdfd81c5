import type { work } from '@bms/protos';
import type { AsyncHandlers } from '@bms/platform';
import type { ChecklistTemplateService } from './checklists/checklist-template.service';
import type { ProjectMemberService } from './project-members/project-member.service';
import type { ProjectStatusService } from './project-statuses/project-status.service';
import type { TaskService } from './tasks/task.service';

export function workHandlers(s: {
  tasks: TaskService;
  checklists: ChecklistTemplateService;
  projectStatuses: ProjectStatusService;
  projectMembers: ProjectMemberService;
}): AsyncHandlers<work.WorkHandlers> {
  return {
    ...s.tasks.resource.handlers('Task', 'Tasks'),
    ...s.checklists.resource.handlers('ChecklistTemplate', 'ChecklistTemplates'),
    ...s.projectStatuses.resource.handlers('ProjectStatus', 'ProjectStatuses'),
    ...s.projectMembers.handlers(),
  } as AsyncHandlers<work.WorkHandlers>;
}
