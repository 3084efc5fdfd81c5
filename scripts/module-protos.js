'use strict';
// The proto of the modules declared with defineModule (packages/contracts/src/modules.ts):
// per service, a file of their messages (bms/<service>/v1/<service>_modules.proto)
// and their RPCs, written into the service block of bms/<service>/v1/<service>.proto
// between two marker lines. Run by scripts/gen-protos.js (also in --check).
const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const BEGIN = '  // <modules: generated from packages/contracts/src/modules.ts by npm run gen:protos; do not edit>';
const END = '  // </modules>';

/** The modules, from the contracts package built afresh (the definitions are TypeScript). */
function loadModules() {
  execFileSync(process.execPath, [path.join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', path.join(root, 'packages', 'contracts')], { stdio: 'inherit' });
  const dist = path.join(root, 'packages', 'contracts', 'dist');
  for (const k of Object.keys(require.cache)) if (k.startsWith(dist)) delete require.cache[k];
  return require(dist).modules;
}

/** A zod schema through optional, nullable, default and pipe; and whether it was optional or nullable. */
function unwrap(schema) {
  let s = schema;
  let optional = false;
  let nullable = false;
  for (;;) {
    const d = s._zod.def;
    if (d.type === 'optional' || d.type === 'default') optional = true;
    if (d.type === 'nullable') nullable = true;
    if (d.type === 'optional' || d.type === 'nullable' || d.type === 'default' || d.type === 'readonly') s = d.innerType;
    else if (d.type === 'pipe') s = d.in;
    else return { inner: s, optional, nullable };
  }
}

const singular = (field) => field.replace(/ies$/, 'y').replace(/s$/, '');
const pascal = (field) => field.replace(/(^|_)([a-z])/g, (_, __, c) => c.toUpperCase());

/**
 * The proto type of a zod field: string, int64, double, bool, a map of
 * strings, or repeated of one; a list of objects is a repeated message of
 * its own, named by `nested(field)` and added to `out`.
 */
function protoType(schema, where, nest) {
  const s = unwrap(schema).inner;
  const d = s._zod.def;
  switch (d.type) {
    case 'string':
    case 'enum':
      return 'string';
    case 'literal':
      if (typeof d.values[0] === 'string') return 'string';
      break;
    case 'union': {
      const types = new Set(d.options.map((o) => protoType(o, where, nest)));
      if (types.size === 1) return [...types][0];
      break;
    }
    case 'number':
      return (d.checks ?? []).some((c) => c._zod.def.format === 'safeint' || c._zod.def.format === 'int32') ? 'int64' : 'double';
    case 'boolean':
      return 'bool';
    case 'record':
      if (protoType(d.keyType, where) === 'string' && protoType(d.valueType, where) === 'string') return 'map<string, string>';
      break;
    case 'array': {
      const element = unwrap(d.element).inner;
      if (element._zod.def.type === 'object' && nest) return `repeated ${nest(element)}`;
      const t = protoType(d.element, where, nest);
      if (!t.startsWith('repeated') && !t.startsWith('map')) return `repeated ${t}`;
      break;
    }
  }
  throw new Error(`${where}: a ${d.type} is not a field a standard module generates; write this module's proto by hand`);
}

/**
 * The fields of an object schema as [name, proto type] pairs. `optionalIf`
 * tells which fields are proto3 `optional` (their absence is seen): in
 * replies the nullable ones (absent shows as null), in nested inputs the
 * optional ones (a field left out, told from one sent empty). A list of
 * objects becomes a message `<prefix><Field singular><suffix>`, added to `messages`.
 */
function fieldsOf(shape, where, ctx) {
  return Object.entries(shape).map(([f, schema]) => {
    const nest = (element) => {
      const name = `${ctx.prefix}${pascal(singular(f))}${ctx.suffix}`;
      const text = message(name, fieldsOf(element.shape, `${where}.${f}`, { ...ctx, optionalIf: ctx.nestedOptionalIf ?? ctx.optionalIf }));
      if (ctx.messages.has(name) && ctx.messages.get(name) !== text) throw new Error(`${where}.${f}: ${name} is declared twice, differently`);
      ctx.messages.set(name, text);
      return name;
    };
    const type = protoType(schema, `${where}.${f}`, nest);
    const optional = ctx.optionalIf && ctx.optionalIf(unwrap(schema)) && !type.startsWith('repeated') && !type.startsWith('map');
    return [f, optional ? `optional ${type}` : type];
  });
}

function message(name, fields, extra = []) {
  const lines = fields.map(([f, t], i) => `  ${t} ${f} = ${i + 1};`);
  return `message ${name} {\n${[...lines, ...extra].join('\n')}\n}\n`;
}

/** The messages and RPC lines of one module: those of the operations it has. */
function moduleProto(m) {
  const N = m.name;
  const P = m.plural;
  const has = (op) => m.operations.includes(op);
  const nested = new Map();
  const reply = { prefix: N, suffix: '', messages: nested, optionalIf: (u) => u.nullable };
  const input = { prefix: N, suffix: 'Input', messages: nested, optionalIf: () => false, nestedOptionalIf: (u) => u.optional || u.nullable };
  const record = fieldsOf(m.record.shape, `${N} record`, reply);
  const summary = has('list') ? fieldsOf(m.summary.shape, `${N} summary`, reply) : [];
  const detail = has('get') && m.detail ? fieldsOf(m.detail.shape, `${N} detail`, reply) : [];
  const writes = has('create') || has('update');
  // The input of a create and an update: the create body's fields, then those only a full update takes.
  const inputFields = writes ? fieldsOf({ ...m.body.shape, ...m.putBody?.shape }, `${N} body`, input) : [];
  // A filter is an equality on the stored field of the same name: its type is the record's (one element of a list).
  const recordType = Object.fromEntries(record.map(([f, t]) => [f, t.replace(/^(optional|repeated) /, '')]));
  const filters = Object.keys(m.filters.shape).map((f) => [f, recordType[f] ?? protoType(m.filters.shape[f], `${N} filter ${f}`)]);
  const search = m.search.length ? [['search', 'string']] : [];
  const messages = [
    `// ---- ${P} (${m.entity}) ----\n`,
    message(N, record),
    ...[...nested.values()],
    ...(has('list')
      ? [
          message(`${N}Summary`, summary, [
            ...(summary.some(([f]) => f === 'updated_at') ? [] : ['  string updated_at = 90;']),
            '  optional string deleted_at = 91;',
          ]),
          message(`${N}List`, [[`records`, `repeated ${N}Summary`], ['meta', 'bms.common.v1.PageMeta']]),
        ]
      : []),
    ...(has('get') || has('create') ? [message(`${N}Record`, [['record', N]])] : []),
    ...(detail.length ? [message(`${N}Detail`, [['record', N], ...detail])] : []),
    ...(has('list') ? [message(`List${P}Request`, [...search, ...filters, ['page', 'int64'], ['limit', 'int64']], ['  bms.common.v1.ListOptions options = 50;'])] : []),
    ...(writes ? [message(`${N}Input`, inputFields)] : []),
    ...(has('create') ? [message(`Create${N}Request`, [['input', `${N}Input`]])] : []),
    ...(has('update') ? [message(`Update${N}Request`, [['id', 'int64'], ['input', `${N}Input`], ['update_mask', 'repeated string']])] : []),
  ];
  const rpc = {
    list: `  rpc ${m.rpcs.list}(List${P}Request) returns (${N}List);`,
    get: `  rpc ${m.rpcs.get}(bms.common.v1.IdRequest) returns (${N}${detail.length ? 'Detail' : 'Record'});`,
    create: `  rpc ${m.rpcs.create}(Create${N}Request) returns (${N}Record);`,
    update: `  rpc ${m.rpcs.update}(Update${N}Request) returns (bms.common.v1.Result);`,
    delete: `  rpc ${m.rpcs.delete}(bms.common.v1.IdRequest) returns (bms.common.v1.Result);`,
    restore: `  rpc ${m.rpcs.restore}(bms.common.v1.IdRequest) returns (bms.common.v1.Result);`,
  };
  return { messages: messages.join('\n'), rpcs: ['list', 'get', 'create', 'update', 'delete', 'restore'].filter(has).map((op) => rpc[op]) };
}

/**
 * What the protos should be, as {file: text} for every file the modules
 * change (relative to protos/): the messages file of each service with
 * modules, and that service's proto with their RPCs between the markers.
 */
function moduleProtoFiles(protosDir) {
  const out = {};
  const bySevice = new Map();
  for (const m of loadModules()) bySevice.set(m.service, [...(bySevice.get(m.service) ?? []), m]);
  for (const [service, mods] of bySevice) {
    const parts = mods.map(moduleProto);
    const messagesFile = `bms/${service}/v1/${service}_modules.proto`;
    out[messagesFile] =
      `// Generated from packages/contracts/src/modules.ts by npm run gen:protos; do not edit.\n` +
      `syntax = "proto3";\n\npackage bms.${service}.v1;\n\nimport "bms/common/v1/common.proto";\n\n` +
      parts.map((p) => p.messages).join('\n');
    const serviceFile = `bms/${service}/v1/${service}.proto`;
    const text = fs.readFileSync(path.join(protosDir, serviceFile), 'utf8');
    const begin = text.indexOf(BEGIN);
    const end = text.indexOf(END);
    if (begin < 0 || end < begin) throw new Error(`${serviceFile}: put the lines\n${BEGIN}\n${END}\ninside its service block, and import "${messagesFile}"`);
    out[serviceFile] = `${text.slice(0, begin)}${BEGIN}\n${parts.flatMap((p) => p.rpcs).join('\n')}\n${text.slice(end)}`;
  }
  return out;
}

module.exports = { moduleProtoFiles };
