export * as clients from './client.schema';
