// Original file: protos/bms/work/v1/work_modules.proto

import type { Long } from '@grpc/proto-loader';

export interface Task {
  'id'?: (number | string | Long);
  'title'?: (string);
  'description'?: (string);
  'project_id'?: (number | string | Long);
  'assigned_to'?: (number | string | Long)[];
  'status'?: (string);
  'priority'?: (string);
  'start_date'?: (string);
  'deadline'?: (string);
  'labels'?: (string)[];
  'created_at'?: (string);
  '_project_id'?: "project_id";
  '_start_date'?: "start_date";
  '_deadline'?: "deadline";
}

export interface Task__Output {
  'id': (number);
  'title': (string);
  'description': (string);
  'project_id'?: (number);
  'assigned_to': (number)[];
  'status': (string);
  'priority': (string);
  'start_date'?: (string);
  'deadline'?: (string);
  'labels': (string)[];
  'created_at': (string);
}
