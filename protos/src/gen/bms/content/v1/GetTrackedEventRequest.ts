// Original file: protos/bms/content/v1/content.proto


export interface GetTrackedEventRequest {
  'random_id'?: (string);
}

export interface GetTrackedEventRequest__Output {
  'random_id': (string);
}
