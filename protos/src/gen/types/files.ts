export type * from '../bms/files/v1/Files';
