import type { content } from '@bms/protos';
import type { modulesOf } from '@bms/contracts';
import type { AsyncHandlers, ModuleHandlersOf, StandardModule } from '@bms/platform';
import type { AnnouncementReads } from './announcements/announcement-reads';
import { markRead } from './announcements/announcement.rules';
import type { EventTrackerService } from './event-tracker/event-tracker.service';
import type { LeftMenuService } from './left-menus/left-menu.service';
import type { MessageService } from './messages/message.service';

const done = (message: string) => ({ success: true, message });

/** The Content RPCs: thin, each one call into a service; and those of the modules declared with defineModule (`modules`). */
export function contentHandlers(
  s: {
    announcements: { module: StandardModule<string, string>; reads: AnnouncementReads };
    messages: MessageService;
    menus: LeftMenuService;
    events: EventTrackerService;
  },
  modules: ModuleHandlersOf<ReturnType<typeof modulesOf<'content'>>>,
): AsyncHandlers<content.ContentHandlers> {
  return {
    ...modules,
    MarkAnnouncementRead: (req, ctx) =>
      markRead(s.announcements.module, s.announcements.reads, req.id, ctx).then(() => done('Announcement marked as read.')),

    ListMessages: (req, ctx) => s.messages.list(req, ctx),
    GetMessage: (req, ctx) => s.messages.get(req.id, ctx),
    CreateMessage: (req, ctx) => s.messages.send(req, ctx),
    UpdateMessage: (req, ctx) => s.messages.update(req, ctx).then(() => done('Message updated.')),
    DeleteMessage: (req, ctx) => s.messages.delete(req.id, ctx).then(() => done('Message deleted.')),

    ListLeftMenuItems: (req, ctx) => s.menus.list(req, ctx),
    CreateLeftMenuItem: (req, ctx) => s.menus.add(req, ctx),
    ResetLeftMenu: (req, ctx) => s.menus.reset(req, ctx).then(done),

    TrackEvent: (req, ctx) => s.events.track(req, ctx),
    GetTrackedEvent: (req, ctx) => s.events.get(req, ctx),
  };
}
