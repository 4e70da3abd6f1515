import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from '#shared/endpoint';
import { lightOf } from '#shared/light-schema';
import { registerSchemas } from '../validation';
import { route } from './endpoints';
import { withSchemas } from './light-endpoints';

const Answer = z.object({ boxes: z.number() });
const table = endpoints({
  read: { method: 'GET', path: '/api/things/:id', response: lightOf<{ boxes: number }>() },
});

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function serving(register: (api: FastifyInstance) => void): Promise<FastifyInstance> {
  app = Fastify();
  registerSchemas(app);
  await app.register(async (api) => register(api), { prefix: '/api/things' });
  await app.ready();
  return app;
}

describe('registering a storefront endpoint declared with stand-ins', () => {
  it('refuses one whose real schemas were not put back, naming it', async () => {
    await expect(
      serving((api) => route(api, table.read, {}, async () => ({ boxes: 3 }))),
    ).rejects.toThrow(/GET \/api\/things\/:id: response declared with stand-ins/);
  });

  it('serves it once withSchemas puts the real answer schema back', async () => {
    const shop = await serving((api) =>
      route(api, withSchemas(table.read, { response: Answer }), {}, async () => ({
        boxes: 3,
        extra: 'dropped',
      })),
    );
    const answer = await shop.inject({ method: 'GET', url: '/api/things/7' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ boxes: 3 });
  });
});
