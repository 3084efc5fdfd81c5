import { modulesOf } from '@bms/contracts';
import { createClient, createServiceRuntime, moduleHandlers, type ModuleOptions, runProcess, standardModule, UserDirectory } from '@bms/platform';
import { serviceOf } from '@bms/protos';
import { AnnouncementReads } from './announcements/announcement-reads';
import { announcementModule } from './announcements/announcement.rules';
import { type ContentConfig, contentConfig } from './config';
import { EventTrackerService } from './event-tracker/event-tracker.service';
import { LeftMenuService } from './left-menus/left-menu.service';
import { MessageService } from './messages/message.service';
import { pageRules } from './pages/page.rules';
import { contentHandlers } from './server';

/** The content process: composition root; returns {start, stop}. */
export async function createContent(config: ContentConfig) {
  const rt = await createServiceRuntime('content', 'bms.content.v1.Content', config);
  const identity = createClient(serviceOf('identity'), config.IDENTITY_GRPC_URL);
  const users = new UserDirectory(identity, config.IDENTITY_TIMEOUT_MS);

  // The modules declared with defineModule (@bms/contracts modules.ts), with their own rules beside them.
  const reads = new AnnouncementReads(rt.conn);
  const own: Record<string, ModuleOptions> = { Page: { rules: pageRules }, Announcement: announcementModule(users, reads) };
  const defs = modulesOf('content');
  const modules = defs.map((def) => standardModule(def, rt, own[def.name]));
  const announcements = { module: modules[defs.findIndex((d) => d.name === 'Announcement')]!, reads };
  const messages = new MessageService(rt.conn, rt.counters, rt.relay, users);
  const menus = new LeftMenuService(rt.conn, rt.counters, rt.relay);
  const events = new EventTrackerService(rt.conn, rt.counters, rt.relay);
  rt.server.add({
    definition: serviceOf('content').service,
    handlers: contentHandlers({ announcements, messages, menus, events }, moduleHandlers(modules)),
  });
  await menus.seed();

  return {
    logger: rt.logger,
    start: () => rt.start(),
    async stop() {
      await rt.stop();
      identity.close();
    },
  };
}

if (require.main === module) runProcess('content', () => createContent(contentConfig.load(process.env)));
