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

/** The proto type of a zod field: string, int64, double, bool, or repeated of one. */
function protoType(schema, where) {
  let s = schema;
  for (;;) {
    const d = s._zod.def;
    if (d.type === 'optional' || d.type === 'nullable' || d.type === 'default' || d.type === 'readonly') s = d.innerType;
    else if (d.type === 'pipe') s = d.in;
    else break;
  }
  const d = s._zod.def;
  switch (d.type) {
    case 'string':
    case 'enum':
      return 'string';
    case 'literal':
      return typeof d.values[0] === 'string' ? 'string' : protoType(s, where);
    case 'union': {
      const types = new Set(d.options.map((o) => protoType(o, where)));
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
      const t = protoType(d.element, where);
      if (!t.startsWith('repeated')) return `repeated ${t}`;
      break;
    }
  }
  throw new Error(`${where}: a ${d.type} is not a field a standard module generates; write this module's proto by hand`);
}

function message(name, fields, extra = []) {
  const lines = fields.map(([f, t], i) => `  ${t} ${f} = ${i + 1};`);
  return `message ${name} {\n${[...lines, ...extra].join('\n')}\n}\n`;
}

const fieldsOf = (obj, where) => Object.entries(obj.shape).map(([f, s]) => [f, protoType(s, `${where}.${f}`)]);

/** The messages and RPC lines of one module. */
function moduleProto(m) {
  const N = m.name;
  const P = m.plural;
  const record = fieldsOf(m.record, `${N} record`);
  const summary = fieldsOf(m.summary, `${N} summary`);
  const recordType = Object.fromEntries(record);
  // A filter is an equality on the stored field of the same name: its type is the record's.
  const filters = Object.keys(m.filters.shape).map((f) => [f, recordType[f] ?? protoType(m.filters.shape[f], `${N} filter ${f}`)]);
  const messages = [
    `// ---- ${P} (${m.entity}) ----\n`,
    message(N, record),
    message(`${N}Summary`, summary, [
      ...(summary.some(([f]) => f === 'updated_at') ? [] : ['  string updated_at = 90;']),
      '  optional string deleted_at = 91;',
    ]),
    message(`${N}List`, [[`records`, `repeated ${N}Summary`], ['meta', 'bms.common.v1.PageMeta']]),
    message(`${N}Record`, [['record', N]]),
    ...(m.detail ? [message(`${N}Detail`, [['record', N], ...fieldsOf(m.detail, `${N} detail`)])] : []),
    message(`List${P}Request`, [['search', 'string'], ...filters, ['page', 'int64'], ['limit', 'int64']], ['  bms.common.v1.ListOptions options = 50;']),
    message(`${N}Input`, fieldsOf(m.body, `${N} body`)),
    message(`Create${N}Request`, [['input', `${N}Input`]]),
    message(`Update${N}Request`, [['id', 'int64'], ['input', `${N}Input`], ['update_mask', 'repeated string']]),
  ];
  const rpcs = [
    `  rpc ${m.rpcs.list}(List${P}Request) returns (${N}List);`,
    `  rpc ${m.rpcs.get}(bms.common.v1.IdRequest) returns (${N}${m.detail ? 'Detail' : 'Record'});`,
    `  rpc ${m.rpcs.create}(Create${N}Request) returns (${N}Record);`,
    `  rpc ${m.rpcs.update}(Update${N}Request) returns (bms.common.v1.Result);`,
    `  rpc ${m.rpcs.delete}(bms.common.v1.IdRequest) returns (bms.common.v1.Result);`,
    `  rpc ${m.rpcs.restore}(bms.common.v1.IdRequest) returns (bms.common.v1.Result);`,
  ];
  return { messages: messages.join('\n'), rpcs };
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

module.exports = { moduleProtoFiles, protoType };
