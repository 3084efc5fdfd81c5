#!/usr/bin/env node
// An upstream that costs next to nothing: crm's GetClient answered from
// memory (the record it is given in RECORD, as crm answered it), on a gRPC
// server with our services' options and on the same Node as crm (the
// platform's runtime fixes made). Behind it the gateway can be driven to
// its own saturation, so that its CPU per authenticated request and its
// overhead over a direct call are measured without the database's pace
// (devdb takes ~2 ms of CPU per GetClient) setting them.
'use strict';
const grpc = require('@grpc/grpc-js');
const { fixRuntime, serverOptions } = require('@bms/platform');
const { serviceOf } = require('@bms/protos');

fixRuntime();

const record = JSON.parse(process.env.RECORD);
const server = new grpc.Server(serverOptions);
server.addService(serviceOf('crm').service, {
  GetClient: (call, callback) => callback(null, { ...record, id: call.request.id }),
});
server.bindAsync('127.0.0.1:0', grpc.ServerCredentials.createInsecure(), (err, port) => {
  if (err) throw err;
  console.log(JSON.stringify({ msg: 'grpc listening', port }));
});
process.on('SIGTERM', () => server.tryShutdown(() => process.exit(0)));
