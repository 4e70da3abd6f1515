import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endpointHref, endpointUrl, endpoints, successStatuses } from './endpoint';

const table = endpoints({
  one: {
    method: 'GET',
    path: '/api/admin/things/:id/parts/:part',
    params: z.object({ id: z.string(), part: z.coerce.number() }),
    response: z.object({ ok: z.boolean() }),
  },
  list: {
    method: 'GET',
    path: '/api/things',
    query: z.object({ q: z.string().optional(), page: z.number() }),
    response: z.object({ ok: z.boolean() }),
  },
  remove: { method: 'DELETE', path: '/api/things/:id', response: null },
  create: { method: 'POST', path: '/api/things', response: z.object({}), status: [201] },
  document: {
    method: 'GET',
    path: '/api/things/:id/document',
    params: z.object({ id: z.coerce.number() }),
    query: z.object({ copy: z.enum(['original', 'duplicado']) }),
    response: 'file',
  },
});

describe('an endpoint of the contract', () => {
  it('puts each parameter in its place in the path, escaped', () => {
    expect(endpointUrl(table.one, { id: 'a/b c', part: 3 })).toBe(
      '/api/admin/things/a%2Fb%20c/parts/3',
    );
  });

  it('adds the query’s defined values and leaves out the empty ones', () => {
    expect(endpointUrl(table.list, {}, { q: 'gris 60x60', page: 2, actor: '', x: undefined })).toBe(
      '/api/things?q=gris+60x60&page=2',
    );
    expect(endpointUrl(table.list, {}, {})).toBe('/api/things');
  });

  it('refuses a path whose parameter is missing rather than calling a wrong URL', () => {
    expect(() => endpointUrl(table.one, { id: 'x' })).toThrow(/part/);
  });

  it('answers 200 by default, 204 without a body, and its own statuses when it names them', () => {
    expect(successStatuses(table.list)).toEqual([200]);
    expect(successStatuses(table.remove)).toEqual([204]);
    expect(successStatuses(table.create)).toEqual([201]);
  });

  it('builds a file’s link from the same input as a call, and answers it with 200', () => {
    expect(endpointHref(table.document, { params: { id: 12 }, query: { copy: 'duplicado' } })).toBe(
      '/api/things/12/document?copy=duplicado',
    );
    expect(successStatuses(table.document)).toEqual([200]);
  });
});
