import { estimateRequests } from '@bms/contracts';
import type { crm } from '@bms/protos';
import { asQuery, type AuthedContext, type ModuleDoc, NotFound, parseInput, searchFilter, type StandardModule } from '@bms/platform';
import type { FormField } from './request-form.rules';

/** The most forms a list shows (the list has no paging, SPEC 2.1). */
const MAX_FORMS = 1000;

/**
 * Reading estimate-request forms, beside their module (request-forms.module.ts):
 * active forms are read by every signed-in user (the spec lists no 403 for
 * them), inactive ones only by managers (estimate_requests read).
 */
export class RequestFormReads {
  constructor(private readonly forms: StandardModule<string, string>) {}

  private get store() {
    return this.forms.resource.store;
  }

  private isManager(ctx: AuthedContext): boolean {
    return ctx.caller.can('estimate_requests', 'read');
  }

  /** A form the caller may see: active, or any for managers. */
  private async visible(id: number, ctx: AuthedContext): Promise<ModuleDoc> {
    const doc = await this.store.findById(id);
    if (!doc || (doc.status !== 'active' && !this.isManager(ctx))) throw new NotFound('Form not found.');
    return doc;
  }

  /** A form that takes requests now, with its fields. */
  async open(id: number): Promise<{ _id: number; fields: FormField[] }> {
    const doc = await this.store.findById(id);
    if (!doc || doc.status !== 'active') throw new NotFound('Form not found.');
    return { _id: doc._id, fields: (doc.fields ?? []) as FormField[] };
  }

  async list(req: object, ctx: AuthedContext): Promise<crm.RequestFormList> {
    const q = parseInput(estimateRequests.requestFormListQuery, asQuery(req));
    const manager = this.isManager(ctx);
    if (!manager && q.status === 'inactive') return { records: [] };
    const status = manager ? q.status : 'active';
    const docs = await this.store.find({ ...searchFilter(q.search), ...(status ? { status } : {}) }, MAX_FORMS);
    return { records: docs.map((d) => this.forms.resource.spec.toListItem!(d) as crm.RequestFormSummary) };
  }

  async get(id: number, ctx: AuthedContext): Promise<crm.RequestFormRecord> {
    return { record: this.forms.resource.spec.toRecord(await this.visible(id, ctx)) };
  }

  async fields(id: number, ctx: AuthedContext): Promise<crm.RequestFormFieldList> {
    const form = this.forms.resource.spec.toRecord(await this.visible(id, ctx)) as { fields: crm.RequestFormField[] };
    return { records: form.fields };
  }
}
