import { z } from 'zod';
import { auth } from '@bms/contracts';
import { isoTime } from '@bms/platform';
import { sendUiAsset, sendUiInit, sendUiPage, UI_ASSETS, UI_PATH, type UiAsset } from '../docs/ui';
import { sendJson } from '../pipeline/reply';
import { route, type Route } from './route';

const openApiDocument = z
  .object({
    openapi: z.literal('3.1.0'),
    info: z.object({ title: z.string(), version: z.string() }).loose(),
    paths: z.record(z.string(), z.record(z.string(), z.object({}).loose())),
    components: z.object({}).loose(),
  })
  .loose();

/** Routes the gateway answers itself. */
export function systemRoutes(timezone: string, docs: () => unknown): Route[] {
  const tag = 'System';
  return [
    route({
      method: 'get',
      path: '/api/time',
      tag,
      summary: 'Server time',
      auth: 'public',
      reply: auth.timeReply,
      errors: [],
      local: (_i, _req, res) => {
        const now = Date.now();
        sendJson(res, 200, { time: isoTime(now), timestamp: Math.floor(now / 1000), timezone });
      },
    }),
    route({
      method: 'get',
      path: '/api/docs',
      tag,
      summary: 'The OpenAPI 3.1 document of this API',
      auth: 'public',
      reply: openApiDocument,
      errors: [],
      local: (_i, _req, res) => {
        res.json(docs());
      },
    }),
    route({
      method: 'get',
      path: UI_PATH,
      tag,
      summary: 'The OpenAPI document as a page to read (Swagger UI, served from this gateway)',
      auth: 'public',
      reply: z.string(),
      replyType: 'text/html',
      errors: [],
      local: (_i, _req, res) => sendUiPage(res),
    }),
    route({
      method: 'get',
      path: `${UI_PATH}/init.js`,
      tag,
      summary: 'Script of the documentation page',
      auth: 'public',
      reply: z.string(),
      replyType: 'text/javascript',
      errors: [],
      local: (_i, _req, res) => sendUiInit(res),
    }),
    ...(Object.keys(UI_ASSETS) as UiAsset[]).map((name) =>
      route({
        method: 'get',
        path: `${UI_PATH}/${name}`,
        tag,
        summary: 'File of the documentation page (from the swagger-ui-dist package)',
        auth: 'public',
        reply: name.endsWith('.png') ? z.string().meta({ format: 'binary' }) : z.string(),
        replyType: UI_ASSETS[name].type,
        errors: [],
        local: (_i, _req, res) => sendUiAsset(res, name),
      }),
    ),
  ];
}
