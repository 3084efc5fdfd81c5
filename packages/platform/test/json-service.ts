import * as grpc from '@grpc/grpc-js';

/** A gRPC codec of JSON, for test services that need no proto. */
export const json = {
  requestSerialize: (x: unknown) => Buffer.from(JSON.stringify(x)),
  requestDeserialize: (b: Buffer) => JSON.parse(b.toString()) as unknown,
  responseSerialize: (x: unknown) => Buffer.from(JSON.stringify(x)),
  responseDeserialize: (b: Buffer) => JSON.parse(b.toString()) as unknown,
};

/** A test service `t.T` of one unary method `name` in JSON, and its client's constructor. */
export function jsonService(name: string): { definition: grpc.ServiceDefinition; Client: grpc.ServiceClientConstructor } {
  const definition = { [name]: { path: `/t.T/${name}`, requestStream: false, responseStream: false, originalName: name, ...json } } as unknown as grpc.ServiceDefinition;
  return { definition, Client: grpc.makeGenericClientConstructor(definition, 'T') };
}
