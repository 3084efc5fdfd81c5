export * as auth from './auth.schema';
export * as team from './team.schema';
export * as roles from './roles.schema';
export * as connections from './connection.schema';
export * as webhooks from './webhook.schema';
export * as courier from './courier.schema';
export * as audit from './audit.schema';
