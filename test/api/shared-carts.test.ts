import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import { sharedCarts } from '#server/db/schema';
import { SHARED_CART_CODE_ALPHABET, SHARED_CART_MESSAGES as M } from '#shared/shared-carts';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';

const CODE = new RegExp(`^[${SHARED_CART_CODE_ALPHABET}]{10}$`);

describeEachEngine('carritos compartidos con enlace corto', (engine) => {
  let t: TestApp;
  let address = 0;

  beforeAll(async () => {
    t = await createTestApp(engine);
  }, 60_000);
  afterAll(async () => {
    await t.close();
  }, 60_000);
  beforeEach(async () => {
    await t.db.delete(sharedCarts);
  });

  const line = (overrides: Record<string, unknown> = {}) => ({
    productId: randomUUID(),
    quantity: 12,
    squareMeters: 14.7,
    includeWaste: true,
    pattern: 'espiga',
    ...overrides,
  });
  const share = (payload: unknown, remoteAddress = `10.30.5.${++address % 250}`) =>
    t.app.inject({
      method: 'POST',
      url: '/api/shared-carts',
      payload: payload as object,
      remoteAddress,
    });
  const read = (code: string) => t.app.inject({ url: `/api/shared-carts/${code}` });
  const stored = async () => (await t.db.select().from(sharedCarts)).length;

  it('shares the lines under a short code and answers them back from it', async () => {
    const lines = [
      line(),
      line({ quantity: 3, squareMeters: 0, includeWaste: false, pattern: undefined }),
    ];
    const created = await share({ lines });
    expect(created.statusCode, created.body).toBe(201);
    const { code, url } = created.json<{ code: string; url: string }>();
    expect(code).toMatch(CODE);
    expect(url).toMatch(new RegExp(`^https?://[^/]+/c/${code}$`));
    expect(url.length).toBeLessThan(60);

    const answer = await read(code);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.json()).toEqual({ lines: JSON.parse(JSON.stringify(lines)) });
    // The code is read without regard to case (a phone may capitalise it).
    expect((await read(code.toUpperCase())).statusCode).toBe(200);
  });

  it('the same lines shared again get the same code; other lines another one', async () => {
    const lines = [line()];
    const first = (await share({ lines })).json<{ code: string }>().code;
    const again = (await share({ lines })).json<{ code: string }>().code;
    const other = (await share({ lines: [line()] })).json<{ code: string }>().code;
    expect(again).toBe(first);
    expect(other).not.toBe(first);
    expect(await stored()).toBe(2);
  });

  it('an unknown or malformed code is a 404 in Spanish', async () => {
    for (const code of ['abcdefghjk', 'corto', '0000000000', 'abcdefghjk-x']) {
      const answer = await read(code);
      expect(answer.statusCode, code).toBe(404);
      expect(answer.json().error.message).toBe(M.notFound);
    }
  });

  it('refuses bad carts with a Spanish 400 and keeps nothing', async () => {
    const id = randomUUID();
    const bad: [string, unknown, string][] = [
      ['no lines', { lines: [] }, M.invalid],
      ['lines not a list', { lines: 'muchas' }, M.invalid],
      ['no body fields', {}, M.invalid],
      ['a product id that is not one', { lines: [line({ productId: 'porcelanato' })] }, M.invalid],
      ['an id in capitals', { lines: [line({ productId: id.toUpperCase() })] }, M.invalid],
      ['zero boxes', { lines: [line({ quantity: 0 })] }, M.invalid],
      ['half a box', { lines: [line({ quantity: 1.5 })] }, M.invalid],
      ['too many boxes', { lines: [line({ quantity: 10_001 })] }, M.invalid],
      ['a quantity as text', { lines: [line({ quantity: '3' })] }, M.invalid],
      ['negative m²', { lines: [line({ squareMeters: -1 })] }, M.invalid],
      ['an unknown pattern', { lines: [line({ pattern: 'zigzag' })] }, M.invalid],
      ['an unknown field', { lines: [line({ price: 1 })] }, M.invalid],
      [
        'the same product twice',
        { lines: [line({ productId: id }), line({ productId: id })] },
        M.invalid,
      ],
      ['too many lines', { lines: Array.from({ length: 201 }, () => line()) }, M.invalid],
    ];
    for (const [name, payload, message] of bad) {
      const answer = await share(payload);
      expect(answer.statusCode, name).toBe(400);
      expect(answer.json().error.message, name).toBe(message);
    }
    const fields = (await share({ lines: [] })).json().error.fields;
    expect(Object.values(fields)).toContain(M.empty);
    expect(
      Object.values((await share({ lines: [line({ quantity: 0 })] })).json().error.fields),
    ).toContain(M.quantity);

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/shared-carts',
      headers: { 'content-type': 'application/json' },
      payload: '{"lines": [',
      remoteAddress: '10.30.6.1',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('El cuerpo de la solicitud no es un JSON válido.');
    expect(await stored()).toBe(0);
  });

  it('an address sharing too many carts in an hour is told to wait in Spanish', async () => {
    const from = '10.30.7.1';
    let last = await share({ lines: [line()] }, from);
    for (let i = 0; i < 60 && last.statusCode === 201; i++)
      last = await share({ lines: [line()] }, from);
    expect(last.statusCode).toBe(429);
    expect(last.json().error.message).toBe(M.throttled);
    expect((await share({ lines: [line()] }, '10.30.7.2')).statusCode).toBe(201);
  });
});
