import { afterAll, beforeAll, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';

/**
 * Routes declare their params, query and body with the shared zod schemas; a refusal answers
 * as the hand-written checks did: who is asking before what was asked, a malformed path id as
 * the resource not found, a bad query or body as a 400 with a message per field.
 */
describeEachEngine('declared route schemas', (engine) => {
  let t: TestApp;
  let admin = '';

  beforeAll(async () => {
    t = await createTestApp(engine);
    admin = (await t.signIn('super_admin')).cookie;
  });
  afterAll(() => t.close());

  it('answers a stranger 401 before looking at a malformed id or body', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/orders/abc'],
      ['PATCH', '/api/admin/users/not-a-uuid'],
      ['PUT', '/api/admin/legal/nada'],
    ] as const) {
      const response = await t.app.inject({ method, url, payload: { name: 5 } });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers a malformed path id with the resource not found, before its body', async () => {
    const headers = { cookie: admin };
    const order = await t.app.inject({ method: 'GET', url: '/api/admin/orders/0', headers });
    expect(order.statusCode).toBe(404);
    expect(order.json().error.message).toBe('Pedido no encontrado');
    const user = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/users/123',
      headers,
      payload: { name: 5 },
    });
    expect(user.statusCode).toBe(404);
    expect(user.json().error.message).toBe('Usuario no encontrado');
    const payment = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/orders/abc/payments/xyz',
      headers,
    });
    expect(payment.json().error.message).toBe('Pedido no encontrado');
  });

  it('refuses a bad query or body with a 400 naming each field in Spanish', async () => {
    const headers = { cookie: admin };
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders?page=0&status=raro',
      headers,
    });
    expect(list.statusCode).toBe(400);
    const body = list.json();
    expect(body.error.code).toBe('bad_request');
    expect(body.error.message).toBe('Los datos enviados no son válidos.');
    expect(Object.keys(body.error.fields).sort()).toEqual(['page', 'status']);
    const legal = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/legal/terminos',
      headers,
      payload: { body: '' },
    });
    expect(legal.statusCode).toBe(400);
    expect(legal.json().error).toEqual({
      code: 'bad_request',
      message: 'No se pudo guardar el texto. Revisá el contenido.',
      fields: { body: 'El texto no puede quedar vacío' },
    });
  });
});
