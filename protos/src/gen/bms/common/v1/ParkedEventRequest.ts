// Original file: protos/bms/common/v1/events.proto


export interface ParkedEventRequest {
  'id'?: (string);
}

export interface ParkedEventRequest__Output {
  'id': (string);
}
