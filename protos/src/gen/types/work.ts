export type * from '../bms/work/v1/Work';
