import type { content } from '@bms/protos';
import type { modulesOf } from '@bms/contracts';
import type { AsyncHandlers, ModuleHandlersOf } from '@bms/platform';
import type { AnnouncementService } from './announcements/announcement.service';
import type { EventTrackerService } from './event-tracker/event-tracker.service';
import type { LeftMenuService } from './left-menus/left-menu.service';
import type { MessageService } from './messages/message.service';

const done = (message: string) => ({ success: true, message });

/** The Content RPCs: thin, each one call into a service; and those of the modules declared with defineModule (`modules`). */
export function contentHandlers(
  s: {
    announcements: AnnouncementService;
    messages: MessageService;
    menus: LeftMenuService;
    events: EventTrackerService;
  },
  modules: ModuleHandlersOf<ReturnType<typeof modulesOf<'content'>>>,
): AsyncHandlers<content.ContentHandlers> {
  const announcements = s.announcements.resource.handlers('Announcement', 'Announcements');
  return {
    ...modules,
    ListAnnouncements: (req, ctx) => s.announcements.list(req, ctx),
    GetAnnouncement: (req, ctx) => s.announcements.get(req.id, ctx),
    CreateAnnouncement: announcements.CreateAnnouncement,
    DeleteAnnouncement: announcements.DeleteAnnouncement,
    RestoreAnnouncement: announcements.RestoreAnnouncement,
    MarkAnnouncementRead: (req, ctx) => s.announcements.markRead(req.id, ctx).then(() => done('Announcement marked as read.')),


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
