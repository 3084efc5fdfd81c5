import { eventTracker, idParams, leftMenus, messages, recordOf, resultSchema } from '@bms/contracts';
import { crud } from './crud';
import { noBody, route, type Route } from './route';
import type { RpcName } from '@bms/protos';

const content = (rpc: RpcName<'content'>, request: NonNullable<Route['call']>['request']) => ({ domain: 'content' as const, rpc, request });

export const contentRoutes: Route[] = [
  // The standard routes of announcements come from their module (@bms/contracts modules.ts); marking one read is beside them.
  route({
    method: 'post',
    path: '/api/announcements/{id}/read',
    tag: 'Announcements',
    summary: 'Mark an announcement read (for the caller only; again is fine)',
    params: idParams,
    body: noBody,
    reply: resultSchema,
    call: content('MarkAnnouncementRead', ({ params }) => ({ id: params.id })),
  }),

  ...crud({
    base: '/api/messages',
    domain: 'content',
    tag: 'Messages',
    entity: 'Message',
    plural: 'Messages',
    body: messages.messageBody,
    putBody: messages.messageUpdateBody,
    query: messages.messageListQuery,
    listItem: messages.message,
    item: messages.message,
  }).map((r) =>
    r.method === 'post'
      ? { ...r, summary: 'Send a message' }
      : r.method === 'get' && r.params
        ? { ...r, summary: 'Message details (marks it read for a recipient)' }
        : r,
  ),

  route({
    method: 'get',
    path: '/api/left-menus',
    tag: 'Left menus',
    summary: "The caller's left menu (their own, else their user type's default), or the menu named by type",
    query: leftMenus.leftMenuListQuery,
    reply: leftMenus.leftMenuList,
    // 409: a write of several items of the menu (a reset) held it past the wait (Retry-After); a read waits for it.
    errors: [401, 403, 409, 422],
    call: content('ListLeftMenuItems', ({ query }) => query),
  }),
  route({
    method: 'post',
    path: '/api/left-menus',
    tag: 'Left menus',
    summary: 'Add an item to a menu (the caller\'s own by default; shared menus: admins)',
    body: leftMenus.leftMenuItemBody,
    status: 201,
    reply: recordOf(leftMenus.leftMenuItem),
    // 409: another write of the same menu held it past the wait (Retry-After).
    errors: [401, 403, 409, 422],
    call: content('CreateLeftMenuItem', ({ body }) => ({ input: body })),
  }),
  route({
    method: 'delete',
    path: '/api/left-menus',
    tag: 'Left menus',
    summary: "Reset the caller's own menu (the default shows again)",
    reply: resultSchema,
    // 409: another write of the same menu held it past the wait (Retry-After).
    errors: [401, 403, 409, 422],
    call: content('ResetLeftMenu', () => ({})),
  }),
  route({
    method: 'delete',
    path: '/api/left-menus/{type}',
    tag: 'Left menus',
    summary: 'Reset a menu: user (the caller\'s own), default or client_default (to the built-in items; admins)',
    params: leftMenus.leftMenuTypeParams,
    reply: resultSchema,
    errors: [401, 403, 409, 422],
    call: content('ResetLeftMenu', ({ params }) => ({ type: params.type })),
  }),

  route({
    method: 'post',
    path: '/api/event-tracker',
    tag: 'Event tracker',
    summary: 'Record an event; answers it with its unguessable random_id',
    body: eventTracker.trackEventBody,
    status: 201,
    reply: recordOf(eventTracker.trackedEvent),
    call: content('TrackEvent', ({ body }) => ({ input: body })),
  }),
  route({
    method: 'get',
    path: '/api/event-tracker/{random_id}',
    tag: 'Event tracker',
    summary: 'A recorded event, by its random_id',
    params: eventTracker.randomIdParams,
    reply: recordOf(eventTracker.trackedEvent),
    call: content('GetTrackedEvent', ({ params }) => ({ random_id: params.random_id })),
  }),
];
