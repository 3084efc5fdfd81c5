/** Values a template is rendered with; an empty or missing value is an empty section. */
export type Vars = Record<string, string | number | undefined>;

const SECTION = /\{\{([#^])([a-z_]+)\}\}([\s\S]*?)\{\{\/\2\}\}/g;
const VALUE = /\{\{([a-z_]+)\}\}/g;
const ANY_TAG = /\{\{([#^/]?)([^}]*)\}\}/g;

/** Text made safe for HTML, in element content and in quoted attribute values alike. */
export function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const present = (v: Vars[string]) => v !== undefined && v !== '';

/**
 * A mustache-like template: `{{name}}` is a value, `{{#name}}…{{/name}}`
 * is shown only when it has one, `{{^name}}…{{/name}}` only when it has
 * not. `escape` is applied to every value (HTML bodies); text bodies and
 * subjects take values as they are.
 */
export function render(template: string, vars: Vars, escape: (s: string) => string = (s) => s): string {
  const sections = template.replace(SECTION, (_m, kind: string, name: string, inner: string) =>
    (kind === '#') === present(vars[name]) ? inner : '',
  );
  return sections.replace(VALUE, (_m, name: string) => (present(vars[name]) ? escape(String(vars[name])) : ''));
}

/** Why a template cannot be used with these names, or null: an unknown name, a section left open or closed twice. */
export function templateProblem(template: string, names: readonly string[]): string | null {
  const open: string[] = [];
  for (const m of template.matchAll(ANY_TAG)) {
    const [, kind, name] = m as unknown as [string, string, string];
    if (!/^[a-z_]+$/.test(name)) return `{{${kind}${name}}} is not a value: names are lower-case letters and _`;
    if (!names.includes(name)) return `{{${kind}${name}}}: no value named ${name} here (these are: ${names.join(', ')})`;
    if (kind === '#' || kind === '^') {
      if (open.length) return `{{${kind}${name}}} inside the section {{#${open.at(-1)}}}: sections do not nest`;
      open.push(name);
    } else if (kind === '/') {
      if (open.pop() !== name) return `{{/${name}}} closes no open section`;
    }
  }
  return open.length ? `the section {{#${open[0]}}} is never closed ({{/${open[0]}}})` : null;
}
