// Original file: protos/bms/identity/v1/identity_api_keys.proto

import type { ActionList as _bms_identity_v1_ActionList, ActionList__Output as _bms_identity_v1_ActionList__Output } from '../../../bms/identity/v1/ActionList';
import type { Long } from '@grpc/proto-loader';

export interface ApiKey {
  'id'?: (number | string | Long);
  'name'?: (string);
  'prefix'?: (string);
  'user_id'?: (number | string | Long);
  'created_at'?: (string);
  'last_used_at'?: (string);
  'scopes'?: ({[key: string]: _bms_identity_v1_ActionList});
  'expires_at'?: (string);
  'rotated_at'?: (string);
  'previous_key_expires_at'?: (string);
  'updated_at'?: (string);
  'deleted_at'?: (string);
  '_last_used_at'?: "last_used_at";
  '_expires_at'?: "expires_at";
  '_rotated_at'?: "rotated_at";
  '_previous_key_expires_at'?: "previous_key_expires_at";
  '_deleted_at'?: "deleted_at";
}

export interface ApiKey__Output {
  'id': (number);
  'name': (string);
  'prefix': (string);
  'user_id': (number);
  'created_at': (string);
  'last_used_at'?: (string);
  'scopes': ({[key: string]: _bms_identity_v1_ActionList__Output});
  'expires_at'?: (string);
  'rotated_at'?: (string);
  'previous_key_expires_at'?: (string);
  'updated_at': (string);
  'deleted_at'?: (string);
}
