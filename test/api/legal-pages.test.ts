import { afterAll, beforeAll, expect, it } from 'vitest';
import { LEGAL_MESSAGES } from '#shared/legal';
import { DEFAULT_SHOP_SETTINGS } from '#server/modules/content/settings';
import { type TestApp, createTestApp } from '../app';
import { refusedThenRecorded } from '../db-faults';
import { describeEachEngine } from '../engines';
import { INDEX_HTML, bootQueries } from '../pages';

describeEachEngine('legal pages', (engine) => {
  let t: TestApp;
  let cookie: string;

  beforeAll(async () => {
    t = await createTestApp(engine, {}, { clientFiles: { 'index.html': INDEX_HTML } });
    cookie = (await t.signIn('super_admin')).cookie;
  }, 60_000);
  afterAll(async () => {
    await t.close();
  }, 60_000);

  it('each has a real default text, with the shop details filled in', async () => {
    const privacy = (await t.app.inject({ url: '/api/legal/privacidad' })).json();
    expect(privacy.title).toBe('Política de privacidad');
    expect(privacy.updatedAt).toBeNull();
    for (const text of [
      'Ley 25.326',
      'Agencia de Acceso a la Información Pública',
      'acceso',
      'rectificación',
      'supresión',
      DEFAULT_SHOP_SETTINGS.email,
    ])
      expect(privacy.body).toContain(text);
    expect(privacy.body).not.toContain('{tienda}');
    const terms = (await t.app.inject({ url: '/api/legal/terminos' })).json();
    expect(terms.body).toContain('Ley 24.240');
    const withdrawal = (await t.app.inject({ url: '/api/legal/arrepentimiento' })).json();
    expect(withdrawal.body).toContain('10 días corridos');
  });

  it('is a page of its own with its title, its text inlined for the first render', async () => {
    for (const [url, title] of [
      ['/terminos', 'Términos y condiciones'],
      ['/privacidad', 'Política de privacidad'],
      ['/arrepentimiento', 'Botón de arrepentimiento'],
    ] as const) {
      const page = await t.app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain(`<title>${title} | ${DEFAULT_SHOP_SETTINGS.name}</title>`);
      const legal = bootQueries(page.body).find((q) => q.key[0] === 'legal');
      expect(legal?.key).toEqual(['legal', url.slice(1)]);
    }
  });

  it('a super_admin edits a text: the source keeps placeholders, the public reads it filled in', async () => {
    const body = '## Nuevo\n\nTexto de {tienda}. <script>alert(1)</script>';
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/legal/terminos',
      headers: { cookie },
      payload: { body },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().body).toBe(body);
    const source = await t.app.inject({ url: '/api/admin/legal/terminos', headers: { cookie } });
    expect(source.json().body).toBe(body);
    const shown = (await t.app.inject({ url: '/api/legal/terminos' })).json();
    expect(shown.body).toBe(
      `## Nuevo\n\nTexto de ${DEFAULT_SHOP_SETTINGS.name}. <script>alert(1)</script>`,
    );
    expect(shown.updatedAt).not.toBeNull();
    // The page's HTML holds it only inside the JSON block, '<' escaped: it cannot close it.
    const page = await t.app.inject({ url: '/terminos' });
    expect(page.body).not.toContain('<script>alert(1)');
  });

  it('keeps the text when its Actividad entry cannot be written, and saves it once it can', async () => {
    const url = '/api/admin/legal/arrepentimiento';
    const save = (body: string) =>
      t.app.inject({ method: 'PUT', url, headers: { cookie }, payload: { body } });
    const source = async () => (await t.app.inject({ url, headers: { cookie } })).json();
    const before = await source();
    await refusedThenRecorded(
      t.db,
      'settings.update',
      () => save('Arrepentimiento sin registro.'),
      async () => expect(await source()).toEqual(before),
    );
    expect((await source()).body).toBe('Arrepentimiento sin registro.');
  });

  it('refuses bad input in Spanish and an unknown page', async () => {
    const send = (payload: unknown, url = '/api/admin/legal/privacidad') =>
      t.app.inject({ method: 'PUT', url, headers: { cookie }, payload: payload as object });
    const cases: [unknown, string][] = [
      [{ body: '   ' }, LEGAL_MESSAGES.required],
      [{ body: 'x'.repeat(20_001) }, LEGAL_MESSAGES.tooLong],
      [{ body: 'Texto\u0000' }, 'El texto contiene caracteres no permitidos.'],
      [{ body: 12 }, LEGAL_MESSAGES.required],
      [{}, LEGAL_MESSAGES.required],
    ];
    for (const [payload, message] of cases) {
      const response = await send(payload);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.fields.body).toBe(message);
    }
    const unknown = await send({ body: 'Hola' }, '/api/admin/legal/cookies');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(LEGAL_MESSAGES.notFound);
    expect((await t.app.inject({ url: '/api/legal/cookies' })).statusCode).toBe(404);
    const privacy = (await t.app.inject({ url: '/api/legal/privacidad' })).json();
    expect(privacy.updatedAt).toBeNull();
  });
});
