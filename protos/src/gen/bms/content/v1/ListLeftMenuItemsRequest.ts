// Original file: protos/bms/content/v1/content.proto


export interface ListLeftMenuItemsRequest {
  'type'?: (string);
}

export interface ListLeftMenuItemsRequest__Output {
  'type': (string);
}
