import * as path from 'node:path';
import * as grpc from '@grpc/grpc-js';
import * as protoLoader from '@grpc/proto-loader';
import * as protobuf from 'protobufjs';
import options from './options.json';
import { ReplyShaper } from './shape';
import type { ProtoGrpcType as IdentityProto } from './gen/identity';
import type { ProtoGrpcType as CrmProto } from './gen/crm';
import type { ProtoGrpcType as WorkProto } from './gen/work';
import type { ProtoGrpcType as BillingProto } from './gen/billing';
import type { ProtoGrpcType as ContentProto } from './gen/content';
import type { ProtoGrpcType as FilesProto } from './gen/files';

export type * as common from './gen/types/common';
export type * as identity from './gen/types/identity';
export type * as crm from './gen/types/crm';
export type * as work from './gen/types/work';
export type * as billing from './gen/types/billing';
export type * as content from './gen/types/content';
export type * as files from './gen/types/files';

// protos/ whether this runs from src/ (tests) or dist/ (build).
const protosRoot = path.resolve(__dirname, '..');

const files = {
  identity: 'bms/identity/v1/identity.proto',
  crm: 'bms/crm/v1/crm.proto',
  work: 'bms/work/v1/work.proto',
  billing: 'bms/billing/v1/billing.proto',
  content: 'bms/content/v1/content.proto',
  files: 'bms/files/v1/files.proto',
} as const;

export type Domain = keyof typeof files;

interface HandlersOf {
  identity: import('./gen/types/identity').IdentityHandlers;
  crm: import('./gen/types/crm').CrmHandlers;
  work: import('./gen/types/work').WorkHandlers;
  billing: import('./gen/types/billing').BillingHandlers;
  content: import('./gen/types/content').ContentHandlers;
  files: import('./gen/types/files').FilesHandlers;
}

/** The names of a domain's RPCs, from its generated service (a misspelled one does not compile). */
export type RpcName<D extends Domain> = keyof { [K in keyof HandlersOf[D] as string extends K ? never : K]: true } & string;

interface Packages {
  identity: IdentityProto;
  crm: CrmProto;
  work: WorkProto;
  billing: BillingProto;
  content: ContentProto;
  files: FilesProto;
}

/** The loader options; the type generator uses the same file. */
export const loaderOptions: protoLoader.Options = {
  ...options,
  longs: options.longs === 'Number' ? Number : String,
  enums: String,
  includeDirs: [protosRoot],
};

const definitions = new Map<Domain, protoLoader.PackageDefinition>();

export function packageDefinition(domain: Domain): protoLoader.PackageDefinition {
  let def = definitions.get(domain);
  if (!def) {
    def = protoLoader.loadSync(path.join(protosRoot, files[domain]), loaderOptions);
    definitions.set(domain, def);
  }
  return def;
}

export function loadPackage<D extends Domain>(domain: D): Packages[D] {
  return grpc.loadPackageDefinition(packageDefinition(domain)) as unknown as Packages[D];
}

/** The gRPC service of a domain: its client constructor and definition. */
export function serviceOf<D extends Domain>(domain: D) {
  const pkg = loadPackage(domain) as unknown as {
    bms: Record<string, { v1: Record<string, grpc.ServiceClientConstructor> }>;
  };
  const v1 = pkg.bms[domain]!.v1;
  const name = Object.keys(v1).find((k) => typeof v1[k] === 'function' && 'service' in v1[k]!);
  if (!name) throw new Error(`no service in ${files[domain]}`);
  return v1[name] as grpc.ServiceClientConstructor;
}

let eventAdmin: grpc.ServiceClientConstructor | undefined;

/** The service every domain's process also answers: its parked events (common/v1/events.proto). */
export function eventAdminService(): grpc.ServiceClientConstructor {
  if (!eventAdmin) {
    const def = protoLoader.loadSync(path.join(protosRoot, 'bms/common/v1/events.proto'), loaderOptions);
    const pkg = grpc.loadPackageDefinition(def) as unknown as { bms: { common: { v1: { EventAdmin: grpc.ServiceClientConstructor } } } };
    eventAdmin = pkg.bms.common.v1.EventAdmin;
  }
  return eventAdmin;
}

let recordSource: grpc.ServiceClientConstructor | undefined;

/** The service owners of projected records answer for rebuilds (common/v1/events.proto). */
export function recordSourceService(): grpc.ServiceClientConstructor {
  if (!recordSource) {
    const def = protoLoader.loadSync(path.join(protosRoot, 'bms/common/v1/events.proto'), loaderOptions);
    const pkg = grpc.loadPackageDefinition(def) as unknown as { bms: { common: { v1: { RecordSource: grpc.ServiceClientConstructor } } } };
    recordSource = pkg.bms.common.v1.RecordSource;
  }
  return recordSource;
}

const shapers = new Map<Domain, ReplyShaper>();

function shaperOf(domain: Domain): ReplyShaper {
  let shaper = shapers.get(domain);
  if (!shaper) {
    const root = new protobuf.Root();
    root.resolvePath = (_origin, target) => (path.isAbsolute(target) ? target : path.join(protosRoot, target));
    root.loadSync(files[domain], { keepCase: true });
    shaper = new ReplyShaper(root, `bms.${domain}.v1`);
    shapers.set(domain, shaper);
  }
  return shaper;
}

/**
 * A decoded reply of an RPC of `domain`, its unset optional fields filled
 * with null (see shape.ts).
 */
export function shapeReply<T>(domain: Domain, method: string, reply: T): T {
  return shaperOf(domain).shapeMethodReply(method, reply);
}

/** Whether the service of `domain` has the RPC `method`. */
export function hasRpc<D extends Domain>(domain: D, method: string): method is RpcName<D> {
  return method in serviceOf(domain).service;
}

/** The full name of the reply message of an RPC (for docs and checks). */
export function replyTypeOf(domain: Domain, method: string): string {
  return shaperOf(domain).replyType(method).fullName.replace(/^\./, '');
}

/** The fields of a message type, by full name (for docs and checks). */
export function messageFields(domain: Domain, typeName: string): string[] {
  return shaperOf(domain).fields(typeName);
}
