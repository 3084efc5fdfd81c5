import { z } from 'zod';
import type { ChangeStreams } from '../changes/hub';
import { END_REASONS, RESET_REASONS } from '../changes/stream';
import { route, type Route } from './route';

const oneOf = (reasons: readonly string[]) => reasons.map((r) => `"${r}"`).join('|');

/** The events of the stream (text/event-stream), for /api/docs: every reason the stream sends, from the code's own lists. */
const streamText = z.string().meta({
  description:
    'Server-sent events: `retry: 2000` first; then per change `id: <cursor>`, `event: change`, `data: {"type","resource","id","updated_at","fields"}`; ' +
    `\`event: reset\` \`data: {"reason":${oneOf(RESET_REASONS)},"since"}\` (resync the lists with \`since\`); ` +
    `\`event: end\` \`data: {"reason":${oneOf(END_REASONS)}}\` before it closes ("shutdown": the gateway is stopping, reconnect at once with the cursor; otherwise sign in again); ` +
    '`: heartbeat` comments. See docs/changes-stream.md.',
});

/** GET /api/changes/stream: the changes of every record the caller may read, live (docs/changes-stream.md). */
export function changesRoutes(hub: () => ChangeStreams): Route[] {
  return [
    route({
      method: 'get',
      path: '/api/changes/stream',
      tag: 'Changes',
      summary:
        'Live changes of the records the caller may read, as server-sent events; resumes after the Last-Event-ID header (or last_event_id) within the window, else one reset event; 429 past the open streams allowed per user',
      query: z.object({
        last_event_id: z.string().max(20).optional().describe('the cursor to resume after, for clients that cannot send the Last-Event-ID header'),
      }),
      reply: streamText,
      replyType: 'text/event-stream',
      errors: [401, 422, 429, 503],
      local: ({ query }, req, res) => hub().open(req, res, (query.last_event_id as string | undefined) ?? req.get('last-event-id')),
    }),
  ];
}
