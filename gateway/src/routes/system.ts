import { z } from 'zod';
import { auth } from '@bms/contracts';
import { route, type Route } from './route';

/** Routes the gateway answers itself. */
export function systemRoutes(timezone: string, docs: () => unknown): Route[] {
  return [
    route({
      method: 'get',
      path: '/api/time',
      tag: 'System',
      summary: 'Server time',
      auth: 'public',
      reply: auth.timeReply,
      errors: [],
      local: (_i, _req, res) => {
        const now = new Date();
        res.json({ time: now.toISOString(), timestamp: Math.floor(now.getTime() / 1000), timezone });
      },
    }),
    route({
      method: 'get',
      path: '/api/docs',
      tag: 'System',
      summary: 'The OpenAPI 3.1 document of this API',
      auth: 'public',
      reply: z.object({ openapi: z.string() }).loose(),
      errors: [],
      local: (_i, _req, res) => {
        res.json(docs());
      },
    }),
  ];
}
