export * as fileManager from './file-manager.schema';
