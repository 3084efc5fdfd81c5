export * from './envelope';
export * from './changes';
export * from './bus';
export * from './outbox';
export * from './consumers';
export * from './subscription';
export * from './parked';
export * from './changes-stream';
