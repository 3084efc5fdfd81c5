import type * as grpc from '@grpc/grpc-js';
import type { MessageTypeDefinition } from '@grpc/proto-loader';

import type { Empty as _bms_common_v1_Empty, Empty__Output as _bms_common_v1_Empty__Output } from './bms/common/v1/Empty';
import type { IdRequest as _bms_common_v1_IdRequest, IdRequest__Output as _bms_common_v1_IdRequest__Output } from './bms/common/v1/IdRequest';
import type { ListOptions as _bms_common_v1_ListOptions, ListOptions__Output as _bms_common_v1_ListOptions__Output } from './bms/common/v1/ListOptions';
import type { PageMeta as _bms_common_v1_PageMeta, PageMeta__Output as _bms_common_v1_PageMeta__Output } from './bms/common/v1/PageMeta';
import type { Result as _bms_common_v1_Result, Result__Output as _bms_common_v1_Result__Output } from './bms/common/v1/Result';
import type { ChecklistTemplate as _bms_work_v1_ChecklistTemplate, ChecklistTemplate__Output as _bms_work_v1_ChecklistTemplate__Output } from './bms/work/v1/ChecklistTemplate';
import type { ChecklistTemplateInput as _bms_work_v1_ChecklistTemplateInput, ChecklistTemplateInput__Output as _bms_work_v1_ChecklistTemplateInput__Output } from './bms/work/v1/ChecklistTemplateInput';
import type { ChecklistTemplateList as _bms_work_v1_ChecklistTemplateList, ChecklistTemplateList__Output as _bms_work_v1_ChecklistTemplateList__Output } from './bms/work/v1/ChecklistTemplateList';
import type { ChecklistTemplateRecord as _bms_work_v1_ChecklistTemplateRecord, ChecklistTemplateRecord__Output as _bms_work_v1_ChecklistTemplateRecord__Output } from './bms/work/v1/ChecklistTemplateRecord';
import type { ChecklistTemplateSummary as _bms_work_v1_ChecklistTemplateSummary, ChecklistTemplateSummary__Output as _bms_work_v1_ChecklistTemplateSummary__Output } from './bms/work/v1/ChecklistTemplateSummary';
import type { CreateChecklistTemplateRequest as _bms_work_v1_CreateChecklistTemplateRequest, CreateChecklistTemplateRequest__Output as _bms_work_v1_CreateChecklistTemplateRequest__Output } from './bms/work/v1/CreateChecklistTemplateRequest';
import type { CreateProjectMemberRequest as _bms_work_v1_CreateProjectMemberRequest, CreateProjectMemberRequest__Output as _bms_work_v1_CreateProjectMemberRequest__Output } from './bms/work/v1/CreateProjectMemberRequest';
import type { CreateProjectStatusRequest as _bms_work_v1_CreateProjectStatusRequest, CreateProjectStatusRequest__Output as _bms_work_v1_CreateProjectStatusRequest__Output } from './bms/work/v1/CreateProjectStatusRequest';
import type { CreateTaskRequest as _bms_work_v1_CreateTaskRequest, CreateTaskRequest__Output as _bms_work_v1_CreateTaskRequest__Output } from './bms/work/v1/CreateTaskRequest';
import type { ListChecklistTemplatesRequest as _bms_work_v1_ListChecklistTemplatesRequest, ListChecklistTemplatesRequest__Output as _bms_work_v1_ListChecklistTemplatesRequest__Output } from './bms/work/v1/ListChecklistTemplatesRequest';
import type { ListProjectMembersRequest as _bms_work_v1_ListProjectMembersRequest, ListProjectMembersRequest__Output as _bms_work_v1_ListProjectMembersRequest__Output } from './bms/work/v1/ListProjectMembersRequest';
import type { ListProjectStatusesRequest as _bms_work_v1_ListProjectStatusesRequest, ListProjectStatusesRequest__Output as _bms_work_v1_ListProjectStatusesRequest__Output } from './bms/work/v1/ListProjectStatusesRequest';
import type { ListTasksRequest as _bms_work_v1_ListTasksRequest, ListTasksRequest__Output as _bms_work_v1_ListTasksRequest__Output } from './bms/work/v1/ListTasksRequest';
import type { ProjectMember as _bms_work_v1_ProjectMember, ProjectMember__Output as _bms_work_v1_ProjectMember__Output } from './bms/work/v1/ProjectMember';
import type { ProjectMemberInput as _bms_work_v1_ProjectMemberInput, ProjectMemberInput__Output as _bms_work_v1_ProjectMemberInput__Output } from './bms/work/v1/ProjectMemberInput';
import type { ProjectMemberList as _bms_work_v1_ProjectMemberList, ProjectMemberList__Output as _bms_work_v1_ProjectMemberList__Output } from './bms/work/v1/ProjectMemberList';
import type { ProjectMemberRecord as _bms_work_v1_ProjectMemberRecord, ProjectMemberRecord__Output as _bms_work_v1_ProjectMemberRecord__Output } from './bms/work/v1/ProjectMemberRecord';
import type { ProjectMemberSummary as _bms_work_v1_ProjectMemberSummary, ProjectMemberSummary__Output as _bms_work_v1_ProjectMemberSummary__Output } from './bms/work/v1/ProjectMemberSummary';
import type { ProjectStatus as _bms_work_v1_ProjectStatus, ProjectStatus__Output as _bms_work_v1_ProjectStatus__Output } from './bms/work/v1/ProjectStatus';
import type { ProjectStatusInput as _bms_work_v1_ProjectStatusInput, ProjectStatusInput__Output as _bms_work_v1_ProjectStatusInput__Output } from './bms/work/v1/ProjectStatusInput';
import type { ProjectStatusList as _bms_work_v1_ProjectStatusList, ProjectStatusList__Output as _bms_work_v1_ProjectStatusList__Output } from './bms/work/v1/ProjectStatusList';
import type { ProjectStatusRecord as _bms_work_v1_ProjectStatusRecord, ProjectStatusRecord__Output as _bms_work_v1_ProjectStatusRecord__Output } from './bms/work/v1/ProjectStatusRecord';
import type { ProjectStatusSummary as _bms_work_v1_ProjectStatusSummary, ProjectStatusSummary__Output as _bms_work_v1_ProjectStatusSummary__Output } from './bms/work/v1/ProjectStatusSummary';
import type { Task as _bms_work_v1_Task, Task__Output as _bms_work_v1_Task__Output } from './bms/work/v1/Task';
import type { TaskInput as _bms_work_v1_TaskInput, TaskInput__Output as _bms_work_v1_TaskInput__Output } from './bms/work/v1/TaskInput';
import type { TaskList as _bms_work_v1_TaskList, TaskList__Output as _bms_work_v1_TaskList__Output } from './bms/work/v1/TaskList';
import type { TaskRecord as _bms_work_v1_TaskRecord, TaskRecord__Output as _bms_work_v1_TaskRecord__Output } from './bms/work/v1/TaskRecord';
import type { TaskSummary as _bms_work_v1_TaskSummary, TaskSummary__Output as _bms_work_v1_TaskSummary__Output } from './bms/work/v1/TaskSummary';
import type { UpdateChecklistTemplateRequest as _bms_work_v1_UpdateChecklistTemplateRequest, UpdateChecklistTemplateRequest__Output as _bms_work_v1_UpdateChecklistTemplateRequest__Output } from './bms/work/v1/UpdateChecklistTemplateRequest';
import type { UpdateProjectMemberRequest as _bms_work_v1_UpdateProjectMemberRequest, UpdateProjectMemberRequest__Output as _bms_work_v1_UpdateProjectMemberRequest__Output } from './bms/work/v1/UpdateProjectMemberRequest';
import type { UpdateProjectStatusRequest as _bms_work_v1_UpdateProjectStatusRequest, UpdateProjectStatusRequest__Output as _bms_work_v1_UpdateProjectStatusRequest__Output } from './bms/work/v1/UpdateProjectStatusRequest';
import type { UpdateTaskRequest as _bms_work_v1_UpdateTaskRequest, UpdateTaskRequest__Output as _bms_work_v1_UpdateTaskRequest__Output } from './bms/work/v1/UpdateTaskRequest';
import type { WorkClient as _bms_work_v1_WorkClient, WorkDefinition as _bms_work_v1_WorkDefinition } from './bms/work/v1/Work';

type SubtypeConstructor<Constructor extends new (...args: any) => any, Subtype> = {
  new(...args: ConstructorParameters<Constructor>): Subtype;
};

export interface ProtoGrpcType {
  bms: {
    common: {
      v1: {
        Empty: MessageTypeDefinition<_bms_common_v1_Empty, _bms_common_v1_Empty__Output>
        IdRequest: MessageTypeDefinition<_bms_common_v1_IdRequest, _bms_common_v1_IdRequest__Output>
        ListOptions: MessageTypeDefinition<_bms_common_v1_ListOptions, _bms_common_v1_ListOptions__Output>
        PageMeta: MessageTypeDefinition<_bms_common_v1_PageMeta, _bms_common_v1_PageMeta__Output>
        Result: MessageTypeDefinition<_bms_common_v1_Result, _bms_common_v1_Result__Output>
      }
    }
    work: {
      v1: {
        ChecklistTemplate: MessageTypeDefinition<_bms_work_v1_ChecklistTemplate, _bms_work_v1_ChecklistTemplate__Output>
        ChecklistTemplateInput: MessageTypeDefinition<_bms_work_v1_ChecklistTemplateInput, _bms_work_v1_ChecklistTemplateInput__Output>
        ChecklistTemplateList: MessageTypeDefinition<_bms_work_v1_ChecklistTemplateList, _bms_work_v1_ChecklistTemplateList__Output>
        ChecklistTemplateRecord: MessageTypeDefinition<_bms_work_v1_ChecklistTemplateRecord, _bms_work_v1_ChecklistTemplateRecord__Output>
        ChecklistTemplateSummary: MessageTypeDefinition<_bms_work_v1_ChecklistTemplateSummary, _bms_work_v1_ChecklistTemplateSummary__Output>
        CreateChecklistTemplateRequest: MessageTypeDefinition<_bms_work_v1_CreateChecklistTemplateRequest, _bms_work_v1_CreateChecklistTemplateRequest__Output>
        CreateProjectMemberRequest: MessageTypeDefinition<_bms_work_v1_CreateProjectMemberRequest, _bms_work_v1_CreateProjectMemberRequest__Output>
        CreateProjectStatusRequest: MessageTypeDefinition<_bms_work_v1_CreateProjectStatusRequest, _bms_work_v1_CreateProjectStatusRequest__Output>
        CreateTaskRequest: MessageTypeDefinition<_bms_work_v1_CreateTaskRequest, _bms_work_v1_CreateTaskRequest__Output>
        ListChecklistTemplatesRequest: MessageTypeDefinition<_bms_work_v1_ListChecklistTemplatesRequest, _bms_work_v1_ListChecklistTemplatesRequest__Output>
        ListProjectMembersRequest: MessageTypeDefinition<_bms_work_v1_ListProjectMembersRequest, _bms_work_v1_ListProjectMembersRequest__Output>
        ListProjectStatusesRequest: MessageTypeDefinition<_bms_work_v1_ListProjectStatusesRequest, _bms_work_v1_ListProjectStatusesRequest__Output>
        ListTasksRequest: MessageTypeDefinition<_bms_work_v1_ListTasksRequest, _bms_work_v1_ListTasksRequest__Output>
        ProjectMember: MessageTypeDefinition<_bms_work_v1_ProjectMember, _bms_work_v1_ProjectMember__Output>
        ProjectMemberInput: MessageTypeDefinition<_bms_work_v1_ProjectMemberInput, _bms_work_v1_ProjectMemberInput__Output>
        ProjectMemberList: MessageTypeDefinition<_bms_work_v1_ProjectMemberList, _bms_work_v1_ProjectMemberList__Output>
        ProjectMemberRecord: MessageTypeDefinition<_bms_work_v1_ProjectMemberRecord, _bms_work_v1_ProjectMemberRecord__Output>
        ProjectMemberSummary: MessageTypeDefinition<_bms_work_v1_ProjectMemberSummary, _bms_work_v1_ProjectMemberSummary__Output>
        ProjectStatus: MessageTypeDefinition<_bms_work_v1_ProjectStatus, _bms_work_v1_ProjectStatus__Output>
        ProjectStatusInput: MessageTypeDefinition<_bms_work_v1_ProjectStatusInput, _bms_work_v1_ProjectStatusInput__Output>
        ProjectStatusList: MessageTypeDefinition<_bms_work_v1_ProjectStatusList, _bms_work_v1_ProjectStatusList__Output>
        ProjectStatusRecord: MessageTypeDefinition<_bms_work_v1_ProjectStatusRecord, _bms_work_v1_ProjectStatusRecord__Output>
        ProjectStatusSummary: MessageTypeDefinition<_bms_work_v1_ProjectStatusSummary, _bms_work_v1_ProjectStatusSummary__Output>
        Task: MessageTypeDefinition<_bms_work_v1_Task, _bms_work_v1_Task__Output>
        TaskInput: MessageTypeDefinition<_bms_work_v1_TaskInput, _bms_work_v1_TaskInput__Output>
        TaskList: MessageTypeDefinition<_bms_work_v1_TaskList, _bms_work_v1_TaskList__Output>
        TaskRecord: MessageTypeDefinition<_bms_work_v1_TaskRecord, _bms_work_v1_TaskRecord__Output>
        TaskSummary: MessageTypeDefinition<_bms_work_v1_TaskSummary, _bms_work_v1_TaskSummary__Output>
        UpdateChecklistTemplateRequest: MessageTypeDefinition<_bms_work_v1_UpdateChecklistTemplateRequest, _bms_work_v1_UpdateChecklistTemplateRequest__Output>
        UpdateProjectMemberRequest: MessageTypeDefinition<_bms_work_v1_UpdateProjectMemberRequest, _bms_work_v1_UpdateProjectMemberRequest__Output>
        UpdateProjectStatusRequest: MessageTypeDefinition<_bms_work_v1_UpdateProjectStatusRequest, _bms_work_v1_UpdateProjectStatusRequest__Output>
        UpdateTaskRequest: MessageTypeDefinition<_bms_work_v1_UpdateTaskRequest, _bms_work_v1_UpdateTaskRequest__Output>
        Work: SubtypeConstructor<typeof grpc.Client, _bms_work_v1_WorkClient> & { service: _bms_work_v1_WorkDefinition }
      }
    }
  }
}

