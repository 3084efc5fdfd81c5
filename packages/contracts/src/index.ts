export * from './common';
export * from './identity';
export * from './crm';
export * from './work';
export * from './billing';
export * from './content';
export * from './files';
