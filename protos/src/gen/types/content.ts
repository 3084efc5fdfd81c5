export type * from '../bms/content/v1/Content';
