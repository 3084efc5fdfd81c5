// Original file: protos/bms/identity/v1/identity_roles.proto

import type { ActionList as _bms_identity_v1_ActionList, ActionList__Output as _bms_identity_v1_ActionList__Output } from '../../../bms/identity/v1/ActionList';
import type { Long } from '@grpc/proto-loader';

export interface Role {
  'id'?: (number | string | Long);
  'title'?: (string);
  'permissions'?: ({[key: string]: _bms_identity_v1_ActionList});
  'created_at'?: (string);
  'updated_at'?: (string);
  'deleted_at'?: (string);
  '_deleted_at'?: "deleted_at";
}

export interface Role__Output {
  'id': (number);
  'title': (string);
  'permissions': ({[key: string]: _bms_identity_v1_ActionList__Output});
  'created_at': (string);
  'updated_at': (string);
  'deleted_at'?: (string);
}
