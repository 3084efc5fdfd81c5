// Original file: protos/bms/common/v1/common.proto


export interface Result {
  'success'?: (boolean);
  'message'?: (string);
}

export interface Result__Output {
  'success': (boolean);
  'message': (string);
}
