// Original file: protos/bms/work/v1/work_modules.proto


export interface ChecklistTemplateInput {
  'title'?: (string);
  'items'?: (string)[];
}

export interface ChecklistTemplateInput__Output {
  'title': (string);
  'items': (string)[];
}
