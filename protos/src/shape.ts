import * as protobuf from 'protobufjs';

// A proto3 `optional` field in a reply is nullable in JSON: the decoder
// leaves it out when unset, and this puts null in its place, so that the
// HTTP body carries every field the proto names.

type Plan = { nullable: string[]; nested: Array<{ name: string; repeated: boolean; plan: Plan }> } | null;

export class ReplyShaper {
  private readonly plans = new Map<string, Plan>();

  private readonly service: protobuf.Service;
  private readonly byMethod = new Map<string, Plan>();

  constructor(
    private readonly root: protobuf.Root,
    packageName: string,
  ) {
    const ns = root.lookup(packageName) as protobuf.Namespace;
    const service = ns.nestedArray.find((n): n is protobuf.Service => n instanceof protobuf.Service);
    if (!service) throw new Error(`no service in ${packageName}`);
    this.service = service;
  }

  replyType(method: string): protobuf.Type {
    const m = this.service.methods[method];
    if (!m) throw new Error(`no RPC ${method} in ${this.service.fullName}`);
    m.resolve();
    return m.resolvedResponseType!;
  }

  fields(typeName: string): string[] {
    return this.root.lookupType(typeName).fieldsArray.map((f) => f.name);
  }

  shapeMethodReply<T>(method: string, reply: T): T {
    let plan = this.byMethod.get(method);
    if (plan === undefined) {
      plan = this.planFor(this.replyType(method));
      this.byMethod.set(method, plan);
    }
    apply(reply as Record<string, unknown>, plan);
    return reply;
  }

  private planFor(type: protobuf.Type, seen = new Set<string>()): Plan {
    const key = type.fullName;
    if (this.plans.has(key)) return this.plans.get(key)!;
    if (seen.has(key)) return null;
    seen.add(key);
    const nullable: string[] = [];
    const nested: Array<{ name: string; repeated: boolean; plan: Plan }> = [];
    for (const f of type.fieldsArray) {
      f.resolve();
      if (f.partOf && f.partOf.oneof.length === 1 && f.partOf.name.startsWith('_')) nullable.push(f.name);
      if (!f.map && f.resolvedType instanceof protobuf.Type) {
        const plan = this.planFor(f.resolvedType, seen);
        if (plan) nested.push({ name: f.name, repeated: f.repeated, plan });
      }
    }
    const plan: Plan = nullable.length || nested.length ? { nullable, nested } : null;
    this.plans.set(key, plan);
    return plan;
  }
}

function apply(obj: Record<string, unknown>, plan: Plan): void {
  if (!plan || obj == null) return;
  for (const name of plan.nullable) if (obj[name] === undefined) obj[name] = null;
  for (const n of plan.nested) {
    const v = obj[n.name];
    if (n.repeated && Array.isArray(v)) for (const item of v) apply(item as Record<string, unknown>, n.plan);
    else if (v && typeof v === 'object') apply(v as Record<string, unknown>, n.plan);
  }
}
