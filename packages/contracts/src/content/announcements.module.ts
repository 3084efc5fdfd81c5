import { z } from 'zod';
import { defineModule } from '../module';
import { announcement, announcementBody } from './announcement.schema';

/**
 * Announcements (SPEC 4.3): a standard module without updates, whose
 * rules (services/content/src/announcements/announcement.rules.ts) show a
 * caller only what is meant for them and active today (anything else is
 * 404) and mark what they have read; marking one read is an RPC of its own
 * beside the module (POST /api/announcements/{id}/read).
 */
export const announcementsModule = defineModule({
  service: 'content',
  name: 'Announcement',
  plural: 'Announcements',
  path: 'announcements',
  tag: 'Announcements',
  permission: 'announcements',
  operations: ['list', 'get', 'create', 'delete', 'restore'],
  body: announcementBody,
  filters: z.object({}),
  record: announcement,
  summary: announcement,
  search: [],
  eventFields: ['title', 'audience', 'user_ids', 'start_date'],
  defaults: { description: '', audience: 'staff' },
});
