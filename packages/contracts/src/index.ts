export * from './common';
export * as auth from './identity/auth.schema';
export * as team from './identity/team.schema';
export * as roles from './identity/roles.schema';
export * as clients from './crm/client.schema';
