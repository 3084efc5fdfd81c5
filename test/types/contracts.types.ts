/*
 * Compile-fail checks, run by `npm run typecheck` (tsc -p tsconfig.test.json):
 * each `@ts-expect-error` must meet an error, or tsc fails the run. They hold
 * what the types promise: a service's handler map is checked against its
 * generated handler type, and a consumer's reading of an event against the
 * publisher's contract, and a route's RPC against its service.
 */
import type { EventData, modulesOf } from '@bms/contracts';
import { type AsyncHandlers, type ModuleHandlersOf, Projection, projectionSubscription, type ResourceHandlers } from '@bms/platform';
import type { RpcCall } from '@bms/gateway/routes/route';
import { crud } from '@bms/gateway/routes/crud';
import { invoices as invoiceSchemas } from '@bms/contracts';
import type { billing, content } from '@bms/protos';

type Billing = AsyncHandlers<billing.BillingHandlers>;
declare const categories: ResourceHandlers<'ItemCategory', 'ItemCategories'>;
declare const misspelled: ResourceHandlers<'ItemCatgory', 'ItemCategories'>;
declare const invoices: Omit<Billing, 'ListItemCategories' | 'GetItemCategory' | 'CreateItemCategory' | 'UpdateItemCategory' | 'DeleteItemCategory' | 'RestoreItemCategory'>;

// The whole map compiles.
export const complete: Billing = { ...invoices, ...categories };

// @ts-expect-error a handler map missing an RPC (the item categories) does not compile
export const missing: Billing = { ...invoices };

// @ts-expect-error an RPC name built from a misspelled noun leaves GetItemCategory unhandled
export const typo: Billing = { ...invoices, ...misspelled };

// @ts-expect-error an explicitly named handler for no RPC is refused
export const stray: Billing = { ...invoices, ...categories, GetItemCategori: categories.GetItemCategory };

// A module declared with fewer operations: announcements have no update, so
// neither an UpdateAnnouncement RPC (gen:protos) nor a handler for one.
type Content = AsyncHandlers<content.ContentHandlers>;
type Announcements = Extract<ReturnType<typeof modulesOf<'content'>>[number], { name: 'Announcement' }>;
declare const announcementHandlers: ModuleHandlersOf<[Announcements]>;
declare const otherContent: Omit<Content, keyof typeof announcementHandlers>;
export const announcementsServed: Content = { ...otherContent, ...announcementHandlers };
// @ts-expect-error the handlers of a module without update have none for it
export const announcementUpdate = announcementHandlers.UpdateAnnouncement;
// @ts-expect-error a handler map with a handler for the update announcements do not have is refused
export const announcementsUpdated: Content = { ...otherContent, ...announcementHandlers, UpdateAnnouncement: announcementHandlers.GetAnnouncement };
// @ts-expect-error a handler map lacking one of the module's operations (restore) does not compile
export const announcementsUnrestored: Content = { ...otherContent, ...(announcementHandlers as Omit<typeof announcementHandlers, 'RestoreAnnouncement'>) };
// A handler too many that comes in a spread (all six, made by hand) is not seen by the compiler,
// which checks excess properties only where they are written out; the gRPC server refuses it at
// start ("handler UpdateAnnouncement is not an RPC of the service").
declare const allSix: ResourceHandlers<'Announcement', 'Announcements'>;
export const sixSpread: Content = { ...otherContent, ...allSix };

// A route's RPC is one its service has.
export const sends: RpcCall = { domain: 'billing', rpc: 'SendInvoice', request: () => ({}) };
// @ts-expect-error a route naming an RPC its service does not have
export const sendsTypo: RpcCall = { domain: 'billing', rpc: 'SendInvoices', request: () => ({}) };

// A hand-written module's routes name the RPCs of its entity and plural: they must be its service's.
const invoiceRoutes = { base: '/api/invoices', tag: 'Invoices', body: invoiceSchemas.invoiceBody, query: invoiceSchemas.invoiceListQuery, listItem: invoiceSchemas.invoiceSummary, item: invoiceSchemas.invoice };
export const served = crud({ ...invoiceRoutes, domain: 'billing', entity: 'Invoice', plural: 'Invoices' });
// @ts-expect-error a misspelled entity names RPCs (GetInvoise, …) that billing does not have
export const unserved = crud({ ...invoiceRoutes, domain: 'billing', entity: 'Invoise', plural: 'Invoices' });
// @ts-expect-error a misspelled plural names a list RPC (ListInvoice) that billing does not have
export const unservedList = crud({ ...invoiceRoutes, domain: 'billing', entity: 'Invoice', plural: 'Invoice' });
// Fewer operations ask for fewer RPCs: folders have no list.
export const partial = crud({ ...invoiceRoutes, domain: 'files', entity: 'Folder', plural: 'Folders', only: ['get', 'create'] });

declare const view: Projection<{ name: string }>;

// A consumer reading the publisher's fields compiles.
export const reads = projectionSubscription<{ name: string }, EventData<'crm.client'>>({
  durable: 'd',
  domain: 'crm',
  entity: 'crm.client',
  projection: view,
  fields: (d) => ({ name: d.company_name ?? '' }),
});

export const mismatched = projectionSubscription<{ name: string }, EventData<'crm.client'>>({
  durable: 'd',
  domain: 'crm',
  entity: 'crm.client',
  projection: view,
  // @ts-expect-error a consumer whose payload type does not match the publisher's (company_name is a string there)
  fields: (d: Partial<{ company_name: number }>) => ({ name: String(d.company_name) }),
});

export const unknownField = projectionSubscription<{ name: string }, EventData<'crm.client'>>({
  durable: 'd',
  domain: 'crm',
  entity: 'crm.client',
  projection: view,
  // @ts-expect-error a field the publisher does not send
  fields: (d) => ({ name: d.companyName ?? '' }),
});

void Projection;
