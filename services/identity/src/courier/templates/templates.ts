import * as fs from 'node:fs';
import * as path from 'node:path';
import { ConfigError } from '@bms/platform';
import { PARTS, type Part, TEMPLATE_NAMES, type TemplateName, type TemplateSet, TEMPLATES } from './catalog';
import { de } from './de';
import { en } from './en';
import { escapeHtml, render, templateProblem, type Vars } from './render';

/** A message ready to send: a subject and HTML for emails. */
export interface Rendered {
  subject?: string;
  text: string;
  html?: string;
}

const BUILT_IN: TemplateSet = { en, de };

/** The languages to try for a user's `language` ("de-AT": de-at, de, then English). */
export function languagesFor(language: string): string[] {
  const l = language.trim().toLowerCase().replace(/_/g, '-');
  const primary = l.split('-')[0]!;
  return [...new Set([l, primary, 'en'].filter(Boolean))];
}

/**
 * The messages' texts: the built-in ones (English, German), each part
 * replaceable by a file of the templates folder, in the user's language
 * with English as the fallback.
 */
export class Templates {
  constructor(private readonly overrides: TemplateSet = {}) {}

  /** The templates with the files of `dir` over the built-in ones; a file that cannot be used stops the start (ConfigError). */
  static load(dir: string | undefined): Templates {
    return new Templates(dir ? readOverrides(dir) : {});
  }

  /** Where each part of a message comes from in `language`: the first language that has it, overrides first. */
  private part(name: TemplateName, language: string, part: Part): string {
    for (const lang of languagesFor(language)) {
      const t = this.overrides[lang]?.[name]?.[part] ?? BUILT_IN[lang]?.[name]?.[part];
      if (t !== undefined) return t;
    }
    throw new Error(`no ${part} for the template ${name}`);
  }

  render(name: TemplateName, language: string, vars: Vars): Rendered {
    const text = render(this.part(name, language, 'body.txt'), vars);
    if (TEMPLATES[name].channel === 'sms') return { text: text.trim() };
    // A subject is one line: a value cannot start a header of its own.
    const subject = render(this.part(name, language, 'subject.txt'), vars).replace(/[\r\n]+/g, ' ').trim();
    return { subject, text, html: render(this.part(name, language, 'body.html'), vars, escapeHtml) };
  }
}

/** <dir>/<language>/<template>/<part>: every file checked now, so that a bad one stops the start rather than a message. */
function readOverrides(dir: string): TemplateSet {
  const problems: string[] = [];
  const set: TemplateSet = {};
  let languages: string[];
  try {
    languages = fs.readdirSync(dir);
  } catch (err) {
    throw new ConfigError('identity', [`TEMPLATES_DIR: cannot read ${dir} (${(err as Error).message})`]);
  }
  for (const lang of languages) {
    if (!fs.statSync(path.join(dir, lang)).isDirectory()) continue;
    if (!/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/.test(lang)) {
      problems.push(`TEMPLATES_DIR: ${lang} is not a language tag in lower case (en, de, pt-br)`);
      continue;
    }
    for (const name of fs.readdirSync(path.join(dir, lang))) {
      const where = path.join(dir, lang, name);
      if (!(TEMPLATE_NAMES as readonly string[]).includes(name)) {
        problems.push(`TEMPLATES_DIR: ${where}: no such template (these are: ${TEMPLATE_NAMES.join(', ')})`);
        continue;
      }
      const t = name as TemplateName;
      for (const file of fs.readdirSync(where)) {
        if (!(PARTS[TEMPLATES[t].channel] as readonly string[]).includes(file)) {
          problems.push(`TEMPLATES_DIR: ${path.join(where, file)}: ${t} has only ${PARTS[TEMPLATES[t].channel].join(', ')}`);
          continue;
        }
        const text = fs.readFileSync(path.join(where, file), 'utf8');
        const problem = templateProblem(text, TEMPLATES[t].vars);
        if (problem) problems.push(`TEMPLATES_DIR: ${path.join(where, file)}: ${problem}`);
        else ((set[lang] ??= {})[t] ??= {})[file as Part] = text;
      }
    }
  }
  if (problems.length) throw new ConfigError('identity', problems);
  return set;
}
