// Original file: protos/bms/content/v1/content_modules.proto


export interface PageInput {
  'title'?: (string);
  'slug'?: (string);
  'content'?: (string);
  'status'?: (string);
}

export interface PageInput__Output {
  'title': (string);
  'slug': (string);
  'content': (string);
  'status': (string);
}
