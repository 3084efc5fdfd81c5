// Original file: protos/bms/work/v1/work.proto

import type * as grpc from '@grpc/grpc-js'
import type { MethodDefinition } from '@grpc/proto-loader'
import type { ChecklistTemplateList as _bms_work_v1_ChecklistTemplateList, ChecklistTemplateList__Output as _bms_work_v1_ChecklistTemplateList__Output } from '../../../bms/work/v1/ChecklistTemplateList';
import type { ChecklistTemplateRecord as _bms_work_v1_ChecklistTemplateRecord, ChecklistTemplateRecord__Output as _bms_work_v1_ChecklistTemplateRecord__Output } from '../../../bms/work/v1/ChecklistTemplateRecord';
import type { CreateChecklistTemplateRequest as _bms_work_v1_CreateChecklistTemplateRequest, CreateChecklistTemplateRequest__Output as _bms_work_v1_CreateChecklistTemplateRequest__Output } from '../../../bms/work/v1/CreateChecklistTemplateRequest';
import type { CreateProjectMemberRequest as _bms_work_v1_CreateProjectMemberRequest, CreateProjectMemberRequest__Output as _bms_work_v1_CreateProjectMemberRequest__Output } from '../../../bms/work/v1/CreateProjectMemberRequest';
import type { CreateProjectStatusRequest as _bms_work_v1_CreateProjectStatusRequest, CreateProjectStatusRequest__Output as _bms_work_v1_CreateProjectStatusRequest__Output } from '../../../bms/work/v1/CreateProjectStatusRequest';
import type { CreateTaskRequest as _bms_work_v1_CreateTaskRequest, CreateTaskRequest__Output as _bms_work_v1_CreateTaskRequest__Output } from '../../../bms/work/v1/CreateTaskRequest';
import type { IdRequest as _bms_common_v1_IdRequest, IdRequest__Output as _bms_common_v1_IdRequest__Output } from '../../../bms/common/v1/IdRequest';
import type { ListChecklistTemplatesRequest as _bms_work_v1_ListChecklistTemplatesRequest, ListChecklistTemplatesRequest__Output as _bms_work_v1_ListChecklistTemplatesRequest__Output } from '../../../bms/work/v1/ListChecklistTemplatesRequest';
import type { ListProjectMembersRequest as _bms_work_v1_ListProjectMembersRequest, ListProjectMembersRequest__Output as _bms_work_v1_ListProjectMembersRequest__Output } from '../../../bms/work/v1/ListProjectMembersRequest';
import type { ListProjectStatusesRequest as _bms_work_v1_ListProjectStatusesRequest, ListProjectStatusesRequest__Output as _bms_work_v1_ListProjectStatusesRequest__Output } from '../../../bms/work/v1/ListProjectStatusesRequest';
import type { ListTasksRequest as _bms_work_v1_ListTasksRequest, ListTasksRequest__Output as _bms_work_v1_ListTasksRequest__Output } from '../../../bms/work/v1/ListTasksRequest';
import type { ProjectMemberList as _bms_work_v1_ProjectMemberList, ProjectMemberList__Output as _bms_work_v1_ProjectMemberList__Output } from '../../../bms/work/v1/ProjectMemberList';
import type { ProjectMemberRecord as _bms_work_v1_ProjectMemberRecord, ProjectMemberRecord__Output as _bms_work_v1_ProjectMemberRecord__Output } from '../../../bms/work/v1/ProjectMemberRecord';
import type { ProjectStatusList as _bms_work_v1_ProjectStatusList, ProjectStatusList__Output as _bms_work_v1_ProjectStatusList__Output } from '../../../bms/work/v1/ProjectStatusList';
import type { ProjectStatusRecord as _bms_work_v1_ProjectStatusRecord, ProjectStatusRecord__Output as _bms_work_v1_ProjectStatusRecord__Output } from '../../../bms/work/v1/ProjectStatusRecord';
import type { Result as _bms_common_v1_Result, Result__Output as _bms_common_v1_Result__Output } from '../../../bms/common/v1/Result';
import type { TaskList as _bms_work_v1_TaskList, TaskList__Output as _bms_work_v1_TaskList__Output } from '../../../bms/work/v1/TaskList';
import type { TaskRecord as _bms_work_v1_TaskRecord, TaskRecord__Output as _bms_work_v1_TaskRecord__Output } from '../../../bms/work/v1/TaskRecord';
import type { UpdateChecklistTemplateRequest as _bms_work_v1_UpdateChecklistTemplateRequest, UpdateChecklistTemplateRequest__Output as _bms_work_v1_UpdateChecklistTemplateRequest__Output } from '../../../bms/work/v1/UpdateChecklistTemplateRequest';
import type { UpdateProjectMemberRequest as _bms_work_v1_UpdateProjectMemberRequest, UpdateProjectMemberRequest__Output as _bms_work_v1_UpdateProjectMemberRequest__Output } from '../../../bms/work/v1/UpdateProjectMemberRequest';
import type { UpdateProjectStatusRequest as _bms_work_v1_UpdateProjectStatusRequest, UpdateProjectStatusRequest__Output as _bms_work_v1_UpdateProjectStatusRequest__Output } from '../../../bms/work/v1/UpdateProjectStatusRequest';
import type { UpdateTaskRequest as _bms_work_v1_UpdateTaskRequest, UpdateTaskRequest__Output as _bms_work_v1_UpdateTaskRequest__Output } from '../../../bms/work/v1/UpdateTaskRequest';

export interface WorkClient extends grpc.Client {
  CreateChecklistTemplate(argument: _bms_work_v1_CreateChecklistTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ChecklistTemplateRecord__Output>): grpc.ClientUnaryCall;
  CreateChecklistTemplate(argument: _bms_work_v1_CreateChecklistTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_work_v1_ChecklistTemplateRecord__Output>): grpc.ClientUnaryCall;
  CreateChecklistTemplate(argument: _bms_work_v1_CreateChecklistTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ChecklistTemplateRecord__Output>): grpc.ClientUnaryCall;
  CreateChecklistTemplate(argument: _bms_work_v1_CreateChecklistTemplateRequest, callback: grpc.requestCallback<_bms_work_v1_ChecklistTemplateRecord__Output>): grpc.ClientUnaryCall;
  createChecklistTemplate(argument: _bms_work_v1_CreateChecklistTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ChecklistTemplateRecord__Output>): grpc.ClientUnaryCall;
  createChecklistTemplate(argument: _bms_work_v1_CreateChecklistTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_work_v1_ChecklistTemplateRecord__Output>): grpc.ClientUnaryCall;
  createChecklistTemplate(argument: _bms_work_v1_CreateChecklistTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ChecklistTemplateRecord__Output>): grpc.ClientUnaryCall;
  createChecklistTemplate(argument: _bms_work_v1_CreateChecklistTemplateRequest, callback: grpc.requestCallback<_bms_work_v1_ChecklistTemplateRecord__Output>): grpc.ClientUnaryCall;
  
  CreateProjectMember(argument: _bms_work_v1_CreateProjectMemberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ProjectMemberRecord__Output>): grpc.ClientUnaryCall;
  CreateProjectMember(argument: _bms_work_v1_CreateProjectMemberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_work_v1_ProjectMemberRecord__Output>): grpc.ClientUnaryCall;
  CreateProjectMember(argument: _bms_work_v1_CreateProjectMemberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ProjectMemberRecord__Output>): grpc.ClientUnaryCall;
  CreateProjectMember(argument: _bms_work_v1_CreateProjectMemberRequest, callback: grpc.requestCallback<_bms_work_v1_ProjectMemberRecord__Output>): grpc.ClientUnaryCall;
  createProjectMember(argument: _bms_work_v1_CreateProjectMemberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ProjectMemberRecord__Output>): grpc.ClientUnaryCall;
  createProjectMember(argument: _bms_work_v1_CreateProjectMemberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_work_v1_ProjectMemberRecord__Output>): grpc.ClientUnaryCall;
  createProjectMember(argument: _bms_work_v1_CreateProjectMemberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ProjectMemberRecord__Output>): grpc.ClientUnaryCall;
  createProjectMember(argument: _bms_work_v1_CreateProjectMemberRequest, callback: grpc.requestCallback<_bms_work_v1_ProjectMemberRecord__Output>): grpc.ClientUnaryCall;
  
  CreateProjectStatus(argument: _bms_work_v1_CreateProjectStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ProjectStatusRecord__Output>): grpc.ClientUnaryCall;
  CreateProjectStatus(argument: _bms_work_v1_CreateProjectStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_work_v1_ProjectStatusRecord__Output>): grpc.ClientUnaryCall;
  CreateProjectStatus(argument: _bms_work_v1_CreateProjectStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ProjectStatusRecord__Output>): grpc.ClientUnaryCall;
  CreateProjectStatus(argument: _bms_work_v1_CreateProjectStatusRequest, callback: grpc.requestCallback<_bms_work_v1_ProjectStatusRecord__Output>): grpc.ClientUnaryCall;
  createProjectStatus(argument: _bms_work_v1_CreateProjectStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ProjectStatusRecord__Output>): grpc.ClientUnaryCall;
  createProjectStatus(argument: _bms_work_v1_CreateProjectStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_work_v1_ProjectStatusRecord__Output>): grpc.ClientUnaryCall;
  createProjectStatus(argument: _bms_work_v1_CreateProjectStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ProjectStatusRecord__Output>): grpc.ClientUnaryCall;
  createProjectStatus(argument: _bms_work_v1_CreateProjectStatusRequest, callback: grpc.requestCallback<_bms_work_v1_ProjectStatusRecord__Output>): grpc.ClientUnaryCall;
  
  CreateTask(argument: _bms_work_v1_CreateTaskRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_TaskRecord__Output>): grpc.ClientUnaryCall;
  CreateTask(argument: _bms_work_v1_CreateTaskRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_work_v1_TaskRecord__Output>): grpc.ClientUnaryCall;
  CreateTask(argument: _bms_work_v1_CreateTaskRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_TaskRecord__Output>): grpc.ClientUnaryCall;
  CreateTask(argument: _bms_work_v1_CreateTaskRequest, callback: grpc.requestCallback<_bms_work_v1_TaskRecord__Output>): grpc.ClientUnaryCall;
  createTask(argument: _bms_work_v1_CreateTaskRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_TaskRecord__Output>): grpc.ClientUnaryCall;
  createTask(argument: _bms_work_v1_CreateTaskRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_work_v1_TaskRecord__Output>): grpc.ClientUnaryCall;
  createTask(argument: _bms_work_v1_CreateTaskRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_TaskRecord__Output>): grpc.ClientUnaryCall;
  createTask(argument: _bms_work_v1_CreateTaskRequest, callback: grpc.requestCallback<_bms_work_v1_TaskRecord__Output>): grpc.ClientUnaryCall;
  
  DeleteChecklistTemplate(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteChecklistTemplate(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteChecklistTemplate(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteChecklistTemplate(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteChecklistTemplate(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteChecklistTemplate(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteChecklistTemplate(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteChecklistTemplate(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  DeleteProjectMember(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteProjectMember(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteProjectMember(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteProjectMember(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteProjectMember(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteProjectMember(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteProjectMember(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteProjectMember(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  DeleteProjectStatus(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteProjectStatus(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteProjectStatus(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteProjectStatus(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteProjectStatus(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteProjectStatus(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteProjectStatus(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteProjectStatus(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  DeleteTask(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteTask(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteTask(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  DeleteTask(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteTask(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteTask(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteTask(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  deleteTask(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  GetChecklistTemplate(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ChecklistTemplateRecord__Output>): grpc.ClientUnaryCall;
  GetChecklistTemplate(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_work_v1_ChecklistTemplateRecord__Output>): grpc.ClientUnaryCall;
  GetChecklistTemplate(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ChecklistTemplateRecord__Output>): grpc.ClientUnaryCall;
  GetChecklistTemplate(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_work_v1_ChecklistTemplateRecord__Output>): grpc.ClientUnaryCall;
  getChecklistTemplate(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ChecklistTemplateRecord__Output>): grpc.ClientUnaryCall;
  getChecklistTemplate(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_work_v1_ChecklistTemplateRecord__Output>): grpc.ClientUnaryCall;
  getChecklistTemplate(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ChecklistTemplateRecord__Output>): grpc.ClientUnaryCall;
  getChecklistTemplate(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_work_v1_ChecklistTemplateRecord__Output>): grpc.ClientUnaryCall;
  
  GetProjectMember(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ProjectMemberRecord__Output>): grpc.ClientUnaryCall;
  GetProjectMember(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_work_v1_ProjectMemberRecord__Output>): grpc.ClientUnaryCall;
  GetProjectMember(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ProjectMemberRecord__Output>): grpc.ClientUnaryCall;
  GetProjectMember(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_work_v1_ProjectMemberRecord__Output>): grpc.ClientUnaryCall;
  getProjectMember(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ProjectMemberRecord__Output>): grpc.ClientUnaryCall;
  getProjectMember(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_work_v1_ProjectMemberRecord__Output>): grpc.ClientUnaryCall;
  getProjectMember(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ProjectMemberRecord__Output>): grpc.ClientUnaryCall;
  getProjectMember(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_work_v1_ProjectMemberRecord__Output>): grpc.ClientUnaryCall;
  
  GetProjectStatus(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ProjectStatusRecord__Output>): grpc.ClientUnaryCall;
  GetProjectStatus(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_work_v1_ProjectStatusRecord__Output>): grpc.ClientUnaryCall;
  GetProjectStatus(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ProjectStatusRecord__Output>): grpc.ClientUnaryCall;
  GetProjectStatus(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_work_v1_ProjectStatusRecord__Output>): grpc.ClientUnaryCall;
  getProjectStatus(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ProjectStatusRecord__Output>): grpc.ClientUnaryCall;
  getProjectStatus(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_work_v1_ProjectStatusRecord__Output>): grpc.ClientUnaryCall;
  getProjectStatus(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ProjectStatusRecord__Output>): grpc.ClientUnaryCall;
  getProjectStatus(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_work_v1_ProjectStatusRecord__Output>): grpc.ClientUnaryCall;
  
  GetTask(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_TaskRecord__Output>): grpc.ClientUnaryCall;
  GetTask(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_work_v1_TaskRecord__Output>): grpc.ClientUnaryCall;
  GetTask(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_TaskRecord__Output>): grpc.ClientUnaryCall;
  GetTask(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_work_v1_TaskRecord__Output>): grpc.ClientUnaryCall;
  getTask(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_TaskRecord__Output>): grpc.ClientUnaryCall;
  getTask(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_work_v1_TaskRecord__Output>): grpc.ClientUnaryCall;
  getTask(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_TaskRecord__Output>): grpc.ClientUnaryCall;
  getTask(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_work_v1_TaskRecord__Output>): grpc.ClientUnaryCall;
  
  ListChecklistTemplates(argument: _bms_work_v1_ListChecklistTemplatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ChecklistTemplateList__Output>): grpc.ClientUnaryCall;
  ListChecklistTemplates(argument: _bms_work_v1_ListChecklistTemplatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_work_v1_ChecklistTemplateList__Output>): grpc.ClientUnaryCall;
  ListChecklistTemplates(argument: _bms_work_v1_ListChecklistTemplatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ChecklistTemplateList__Output>): grpc.ClientUnaryCall;
  ListChecklistTemplates(argument: _bms_work_v1_ListChecklistTemplatesRequest, callback: grpc.requestCallback<_bms_work_v1_ChecklistTemplateList__Output>): grpc.ClientUnaryCall;
  listChecklistTemplates(argument: _bms_work_v1_ListChecklistTemplatesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ChecklistTemplateList__Output>): grpc.ClientUnaryCall;
  listChecklistTemplates(argument: _bms_work_v1_ListChecklistTemplatesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_work_v1_ChecklistTemplateList__Output>): grpc.ClientUnaryCall;
  listChecklistTemplates(argument: _bms_work_v1_ListChecklistTemplatesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ChecklistTemplateList__Output>): grpc.ClientUnaryCall;
  listChecklistTemplates(argument: _bms_work_v1_ListChecklistTemplatesRequest, callback: grpc.requestCallback<_bms_work_v1_ChecklistTemplateList__Output>): grpc.ClientUnaryCall;
  
  ListProjectMembers(argument: _bms_work_v1_ListProjectMembersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ProjectMemberList__Output>): grpc.ClientUnaryCall;
  ListProjectMembers(argument: _bms_work_v1_ListProjectMembersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_work_v1_ProjectMemberList__Output>): grpc.ClientUnaryCall;
  ListProjectMembers(argument: _bms_work_v1_ListProjectMembersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ProjectMemberList__Output>): grpc.ClientUnaryCall;
  ListProjectMembers(argument: _bms_work_v1_ListProjectMembersRequest, callback: grpc.requestCallback<_bms_work_v1_ProjectMemberList__Output>): grpc.ClientUnaryCall;
  listProjectMembers(argument: _bms_work_v1_ListProjectMembersRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ProjectMemberList__Output>): grpc.ClientUnaryCall;
  listProjectMembers(argument: _bms_work_v1_ListProjectMembersRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_work_v1_ProjectMemberList__Output>): grpc.ClientUnaryCall;
  listProjectMembers(argument: _bms_work_v1_ListProjectMembersRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ProjectMemberList__Output>): grpc.ClientUnaryCall;
  listProjectMembers(argument: _bms_work_v1_ListProjectMembersRequest, callback: grpc.requestCallback<_bms_work_v1_ProjectMemberList__Output>): grpc.ClientUnaryCall;
  
  ListProjectStatuses(argument: _bms_work_v1_ListProjectStatusesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ProjectStatusList__Output>): grpc.ClientUnaryCall;
  ListProjectStatuses(argument: _bms_work_v1_ListProjectStatusesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_work_v1_ProjectStatusList__Output>): grpc.ClientUnaryCall;
  ListProjectStatuses(argument: _bms_work_v1_ListProjectStatusesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ProjectStatusList__Output>): grpc.ClientUnaryCall;
  ListProjectStatuses(argument: _bms_work_v1_ListProjectStatusesRequest, callback: grpc.requestCallback<_bms_work_v1_ProjectStatusList__Output>): grpc.ClientUnaryCall;
  listProjectStatuses(argument: _bms_work_v1_ListProjectStatusesRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ProjectStatusList__Output>): grpc.ClientUnaryCall;
  listProjectStatuses(argument: _bms_work_v1_ListProjectStatusesRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_work_v1_ProjectStatusList__Output>): grpc.ClientUnaryCall;
  listProjectStatuses(argument: _bms_work_v1_ListProjectStatusesRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_ProjectStatusList__Output>): grpc.ClientUnaryCall;
  listProjectStatuses(argument: _bms_work_v1_ListProjectStatusesRequest, callback: grpc.requestCallback<_bms_work_v1_ProjectStatusList__Output>): grpc.ClientUnaryCall;
  
  ListTasks(argument: _bms_work_v1_ListTasksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_TaskList__Output>): grpc.ClientUnaryCall;
  ListTasks(argument: _bms_work_v1_ListTasksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_work_v1_TaskList__Output>): grpc.ClientUnaryCall;
  ListTasks(argument: _bms_work_v1_ListTasksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_TaskList__Output>): grpc.ClientUnaryCall;
  ListTasks(argument: _bms_work_v1_ListTasksRequest, callback: grpc.requestCallback<_bms_work_v1_TaskList__Output>): grpc.ClientUnaryCall;
  listTasks(argument: _bms_work_v1_ListTasksRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_TaskList__Output>): grpc.ClientUnaryCall;
  listTasks(argument: _bms_work_v1_ListTasksRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_work_v1_TaskList__Output>): grpc.ClientUnaryCall;
  listTasks(argument: _bms_work_v1_ListTasksRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_work_v1_TaskList__Output>): grpc.ClientUnaryCall;
  listTasks(argument: _bms_work_v1_ListTasksRequest, callback: grpc.requestCallback<_bms_work_v1_TaskList__Output>): grpc.ClientUnaryCall;
  
  RestoreChecklistTemplate(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreChecklistTemplate(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreChecklistTemplate(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreChecklistTemplate(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreChecklistTemplate(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreChecklistTemplate(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreChecklistTemplate(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreChecklistTemplate(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  RestoreProjectMember(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreProjectMember(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreProjectMember(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreProjectMember(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreProjectMember(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreProjectMember(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreProjectMember(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreProjectMember(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  RestoreProjectStatus(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreProjectStatus(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreProjectStatus(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreProjectStatus(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreProjectStatus(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreProjectStatus(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreProjectStatus(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreProjectStatus(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  RestoreTask(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreTask(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreTask(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  RestoreTask(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreTask(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreTask(argument: _bms_common_v1_IdRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreTask(argument: _bms_common_v1_IdRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  restoreTask(argument: _bms_common_v1_IdRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  UpdateChecklistTemplate(argument: _bms_work_v1_UpdateChecklistTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateChecklistTemplate(argument: _bms_work_v1_UpdateChecklistTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateChecklistTemplate(argument: _bms_work_v1_UpdateChecklistTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateChecklistTemplate(argument: _bms_work_v1_UpdateChecklistTemplateRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateChecklistTemplate(argument: _bms_work_v1_UpdateChecklistTemplateRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateChecklistTemplate(argument: _bms_work_v1_UpdateChecklistTemplateRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateChecklistTemplate(argument: _bms_work_v1_UpdateChecklistTemplateRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateChecklistTemplate(argument: _bms_work_v1_UpdateChecklistTemplateRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  UpdateProjectMember(argument: _bms_work_v1_UpdateProjectMemberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateProjectMember(argument: _bms_work_v1_UpdateProjectMemberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateProjectMember(argument: _bms_work_v1_UpdateProjectMemberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateProjectMember(argument: _bms_work_v1_UpdateProjectMemberRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateProjectMember(argument: _bms_work_v1_UpdateProjectMemberRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateProjectMember(argument: _bms_work_v1_UpdateProjectMemberRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateProjectMember(argument: _bms_work_v1_UpdateProjectMemberRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateProjectMember(argument: _bms_work_v1_UpdateProjectMemberRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  UpdateProjectStatus(argument: _bms_work_v1_UpdateProjectStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateProjectStatus(argument: _bms_work_v1_UpdateProjectStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateProjectStatus(argument: _bms_work_v1_UpdateProjectStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateProjectStatus(argument: _bms_work_v1_UpdateProjectStatusRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateProjectStatus(argument: _bms_work_v1_UpdateProjectStatusRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateProjectStatus(argument: _bms_work_v1_UpdateProjectStatusRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateProjectStatus(argument: _bms_work_v1_UpdateProjectStatusRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateProjectStatus(argument: _bms_work_v1_UpdateProjectStatusRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
  UpdateTask(argument: _bms_work_v1_UpdateTaskRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateTask(argument: _bms_work_v1_UpdateTaskRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateTask(argument: _bms_work_v1_UpdateTaskRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  UpdateTask(argument: _bms_work_v1_UpdateTaskRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateTask(argument: _bms_work_v1_UpdateTaskRequest, metadata: grpc.Metadata, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateTask(argument: _bms_work_v1_UpdateTaskRequest, metadata: grpc.Metadata, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateTask(argument: _bms_work_v1_UpdateTaskRequest, options: grpc.CallOptions, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  updateTask(argument: _bms_work_v1_UpdateTaskRequest, callback: grpc.requestCallback<_bms_common_v1_Result__Output>): grpc.ClientUnaryCall;
  
}

export interface WorkHandlers extends grpc.UntypedServiceImplementation {
  CreateChecklistTemplate: grpc.handleUnaryCall<_bms_work_v1_CreateChecklistTemplateRequest__Output, _bms_work_v1_ChecklistTemplateRecord>;
  
  CreateProjectMember: grpc.handleUnaryCall<_bms_work_v1_CreateProjectMemberRequest__Output, _bms_work_v1_ProjectMemberRecord>;
  
  CreateProjectStatus: grpc.handleUnaryCall<_bms_work_v1_CreateProjectStatusRequest__Output, _bms_work_v1_ProjectStatusRecord>;
  
  CreateTask: grpc.handleUnaryCall<_bms_work_v1_CreateTaskRequest__Output, _bms_work_v1_TaskRecord>;
  
  DeleteChecklistTemplate: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  DeleteProjectMember: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  DeleteProjectStatus: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  DeleteTask: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  GetChecklistTemplate: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_work_v1_ChecklistTemplateRecord>;
  
  GetProjectMember: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_work_v1_ProjectMemberRecord>;
  
  GetProjectStatus: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_work_v1_ProjectStatusRecord>;
  
  GetTask: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_work_v1_TaskRecord>;
  
  ListChecklistTemplates: grpc.handleUnaryCall<_bms_work_v1_ListChecklistTemplatesRequest__Output, _bms_work_v1_ChecklistTemplateList>;
  
  ListProjectMembers: grpc.handleUnaryCall<_bms_work_v1_ListProjectMembersRequest__Output, _bms_work_v1_ProjectMemberList>;
  
  ListProjectStatuses: grpc.handleUnaryCall<_bms_work_v1_ListProjectStatusesRequest__Output, _bms_work_v1_ProjectStatusList>;
  
  ListTasks: grpc.handleUnaryCall<_bms_work_v1_ListTasksRequest__Output, _bms_work_v1_TaskList>;
  
  RestoreChecklistTemplate: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  RestoreProjectMember: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  RestoreProjectStatus: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  RestoreTask: grpc.handleUnaryCall<_bms_common_v1_IdRequest__Output, _bms_common_v1_Result>;
  
  UpdateChecklistTemplate: grpc.handleUnaryCall<_bms_work_v1_UpdateChecklistTemplateRequest__Output, _bms_common_v1_Result>;
  
  UpdateProjectMember: grpc.handleUnaryCall<_bms_work_v1_UpdateProjectMemberRequest__Output, _bms_common_v1_Result>;
  
  UpdateProjectStatus: grpc.handleUnaryCall<_bms_work_v1_UpdateProjectStatusRequest__Output, _bms_common_v1_Result>;
  
  UpdateTask: grpc.handleUnaryCall<_bms_work_v1_UpdateTaskRequest__Output, _bms_common_v1_Result>;
  
}

export interface WorkDefinition extends grpc.ServiceDefinition {
  CreateChecklistTemplate: MethodDefinition<_bms_work_v1_CreateChecklistTemplateRequest, _bms_work_v1_ChecklistTemplateRecord, _bms_work_v1_CreateChecklistTemplateRequest__Output, _bms_work_v1_ChecklistTemplateRecord__Output>
  CreateProjectMember: MethodDefinition<_bms_work_v1_CreateProjectMemberRequest, _bms_work_v1_ProjectMemberRecord, _bms_work_v1_CreateProjectMemberRequest__Output, _bms_work_v1_ProjectMemberRecord__Output>
  CreateProjectStatus: MethodDefinition<_bms_work_v1_CreateProjectStatusRequest, _bms_work_v1_ProjectStatusRecord, _bms_work_v1_CreateProjectStatusRequest__Output, _bms_work_v1_ProjectStatusRecord__Output>
  CreateTask: MethodDefinition<_bms_work_v1_CreateTaskRequest, _bms_work_v1_TaskRecord, _bms_work_v1_CreateTaskRequest__Output, _bms_work_v1_TaskRecord__Output>
  DeleteChecklistTemplate: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  DeleteProjectMember: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  DeleteProjectStatus: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  DeleteTask: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  GetChecklistTemplate: MethodDefinition<_bms_common_v1_IdRequest, _bms_work_v1_ChecklistTemplateRecord, _bms_common_v1_IdRequest__Output, _bms_work_v1_ChecklistTemplateRecord__Output>
  GetProjectMember: MethodDefinition<_bms_common_v1_IdRequest, _bms_work_v1_ProjectMemberRecord, _bms_common_v1_IdRequest__Output, _bms_work_v1_ProjectMemberRecord__Output>
  GetProjectStatus: MethodDefinition<_bms_common_v1_IdRequest, _bms_work_v1_ProjectStatusRecord, _bms_common_v1_IdRequest__Output, _bms_work_v1_ProjectStatusRecord__Output>
  GetTask: MethodDefinition<_bms_common_v1_IdRequest, _bms_work_v1_TaskRecord, _bms_common_v1_IdRequest__Output, _bms_work_v1_TaskRecord__Output>
  ListChecklistTemplates: MethodDefinition<_bms_work_v1_ListChecklistTemplatesRequest, _bms_work_v1_ChecklistTemplateList, _bms_work_v1_ListChecklistTemplatesRequest__Output, _bms_work_v1_ChecklistTemplateList__Output>
  ListProjectMembers: MethodDefinition<_bms_work_v1_ListProjectMembersRequest, _bms_work_v1_ProjectMemberList, _bms_work_v1_ListProjectMembersRequest__Output, _bms_work_v1_ProjectMemberList__Output>
  ListProjectStatuses: MethodDefinition<_bms_work_v1_ListProjectStatusesRequest, _bms_work_v1_ProjectStatusList, _bms_work_v1_ListProjectStatusesRequest__Output, _bms_work_v1_ProjectStatusList__Output>
  ListTasks: MethodDefinition<_bms_work_v1_ListTasksRequest, _bms_work_v1_TaskList, _bms_work_v1_ListTasksRequest__Output, _bms_work_v1_TaskList__Output>
  RestoreChecklistTemplate: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  RestoreProjectMember: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  RestoreProjectStatus: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  RestoreTask: MethodDefinition<_bms_common_v1_IdRequest, _bms_common_v1_Result, _bms_common_v1_IdRequest__Output, _bms_common_v1_Result__Output>
  UpdateChecklistTemplate: MethodDefinition<_bms_work_v1_UpdateChecklistTemplateRequest, _bms_common_v1_Result, _bms_work_v1_UpdateChecklistTemplateRequest__Output, _bms_common_v1_Result__Output>
  UpdateProjectMember: MethodDefinition<_bms_work_v1_UpdateProjectMemberRequest, _bms_common_v1_Result, _bms_work_v1_UpdateProjectMemberRequest__Output, _bms_common_v1_Result__Output>
  UpdateProjectStatus: MethodDefinition<_bms_work_v1_UpdateProjectStatusRequest, _bms_common_v1_Result, _bms_work_v1_UpdateProjectStatusRequest__Output, _bms_common_v1_Result__Output>
  UpdateTask: MethodDefinition<_bms_work_v1_UpdateTaskRequest, _bms_common_v1_Result, _bms_work_v1_UpdateTaskRequest__Output, _bms_common_v1_Result__Output>
}
