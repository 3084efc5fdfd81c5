export type * from '../bms/common/v1/Empty';
export type * from '../bms/common/v1/IdRequest';
export type * from '../bms/common/v1/ListOptions';
export type * from '../bms/common/v1/PageMeta';
export type * from '../bms/common/v1/Result';
