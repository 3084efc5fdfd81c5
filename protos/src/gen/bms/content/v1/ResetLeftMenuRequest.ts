// Original file: protos/bms/content/v1/content.proto


export interface ResetLeftMenuRequest {
  'type'?: (string);
}

export interface ResetLeftMenuRequest__Output {
  'type': (string);
}
