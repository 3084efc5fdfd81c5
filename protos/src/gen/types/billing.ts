export type * from '../bms/billing/v1/Billing';
