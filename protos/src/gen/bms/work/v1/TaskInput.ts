// Original file: protos/bms/work/v1/work_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface TaskInput {
  'title'?: (string);
  'description'?: (string);
  'project_id'?: (number | string | Long);
  'assigned_to'?: (number | string | Long)[];
  'priority'?: (string);
  'start_date'?: (string);
  'deadline'?: (string);
  'labels'?: (string)[];
  'status'?: (string);
}

export interface TaskInput__Output {
  'title': (string);
  'description': (string);
  'project_id': (number);
  'assigned_to': (number)[];
  'priority': (string);
  'start_date': (string);
  'deadline': (string);
  'labels': (string)[];
  'status': (string);
}
