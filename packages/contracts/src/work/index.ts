export * as tasks from './task.schema';
export * as checklists from './checklist-template.schema';
export * as projectStatuses from './project-status.schema';
export * as projectMembers from './project-member.schema';
