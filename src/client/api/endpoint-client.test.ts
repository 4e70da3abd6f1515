import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpoints } from '#shared/endpoint';
import { setApiTransport } from '../api-client';
import { client } from './endpoint-client';

const things = client(
  endpoints({
    detail: {
      method: 'GET',
      path: '/api/things/:id',
      params: z.object({ id: z.string() }),
      response: z.object({ id: z.string(), boxes: z.number() }),
    },
    rename: {
      method: 'PATCH',
      path: '/api/things/:id',
      params: z.object({ id: z.string() }),
      body: z.object({ name: z.string() }),
      response: null,
    },
    upload: {
      method: 'POST',
      path: '/api/things/:id/photo',
      params: z.object({ id: z.string() }),
      body: 'multipart',
      response: z.object({ url: z.string() }),
    },
  }),
);

const calls: { path: string; init: RequestInit }[] = [];

function answering(status: number, body: unknown): void {
  setApiTransport(async (path, init) => {
    calls.push({ path, init });
    return new Response(status === 204 ? null : JSON.stringify(body), { status });
  });
}

afterEach(() => {
  calls.length = 0;
  setApiTransport((path, init) => fetch(path, init));
});

describe('the typed client', () => {
  it('calls the endpoint’s method and URL with the body as JSON', async () => {
    answering(204, null);
    await things.rename({ params: { id: '7' }, body: { name: 'Gris' } });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/api/things/7');
    expect(calls[0]?.init.method).toBe('PATCH');
    expect(calls[0]?.init.body).toBe('{"name":"Gris"}');
  });

  it('hands back the answer its contract describes', async () => {
    answering(200, { id: '7', boxes: 12 });
    await expect(things.detail({ params: { id: '7' } })).resolves.toEqual({ id: '7', boxes: 12 });
  });

  it('fails loudly in development and tests when an answer drifts from its contract', async () => {
    answering(200, { id: '7', boxes: '12' });
    await expect(things.detail({ params: { id: '7' } })).rejects.toThrow(z.ZodError);
  });

  it('sends an upload’s FormData as it is, letting the browser set its boundary', async () => {
    answering(200, { url: '/uploads/a.webp' });
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await expect(things.upload({ params: { id: '7' }, body: form })).resolves.toEqual({
      url: '/uploads/a.webp',
    });
    expect(calls[0]?.init.body).toBe(form);
    expect(new Headers(calls[0]?.init.headers).get('content-type')).toBeNull();
  });
});
