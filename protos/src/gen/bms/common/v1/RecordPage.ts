// Original file: protos/bms/common/v1/events.proto


export interface RecordPage {
  'records'?: (string)[];
}

export interface RecordPage__Output {
  'records': (string)[];
}
