// Original file: protos/bms/common/v1/common.proto


export interface ListOptions {
  'sort'?: (string);
  'updated_since'?: (string);
  'include_deleted'?: (boolean);
  'since'?: (string);
  'after'?: (string);
}

export interface ListOptions__Output {
  'sort': (string);
  'updated_since': (string);
  'include_deleted': (boolean);
  'since': (string);
  'after': (string);
}
