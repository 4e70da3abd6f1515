import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { asc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLog, priceChanges, products } from '#server/db/schema';
import { ADMIN_CATALOG_MESSAGES } from '#shared/admin-catalog';
import { type ImportReport, PRODUCT_SHEET_MESSAGES, SHEET_COLUMNS } from '#shared/product-sheet';
import { type TestApp, createTestApp } from '../app';
import { describeEachEngine } from '../engines';
import { createProduct, createTaxonomy } from '../factories';
import { multipart, validBody } from '../payloads';

/** The titles without the ID: the rows these tests write are found by código or are new. */
const HEADER = SHEET_COLUMNS.filter((c) => c.key !== 'id')
  .map((c) => c.header)
  .join(';');

describeEachEngine('products as a spreadsheet', (engine) => {
  let t: TestApp;
  let cookie: string;
  let n = 0;
  /** Every test's products carry its own código prefix, so the tests leave each other alone. */
  const prefix = () => `T${++n}-`;

  const send = (url: string, file: Buffer, name: string) => {
    const form = multipart(name, 'application/octet-stream', file);
    return t.app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { cookie, 'content-type': form.contentType },
    });
  };
  const check = (file: Buffer, name = 'productos.csv') =>
    send('/api/admin/product-sheets/check', file, name);
  const apply = (file: Buffer, name = 'productos.csv', validOnly = false) =>
    send(`/api/admin/product-sheets/import?validOnly=${validOnly}`, file, name);
  const csv = (...lines: string[]) => Buffer.from([HEADER, ...lines].join('\n'), 'utf8');
  const exported = async (q: string, format: 'csv' | 'xlsx') => {
    const response = await t.app.inject({
      url: `/api/admin/product-sheets/export?format=${format}&q=${encodeURIComponent(q)}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.rawPayload;
  };
  /** The stored products of a prefix, every field a sheet carries, by código. */
  const stored = (codePrefix: string) =>
    t.db
      .select({
        code: products.code,
        name: products.name,
        description: products.description,
        brand: products.brand,
        price: products.price,
        discountPercentage: products.discountPercentage,
        dimensions: products.dimensions,
        metersPerBox: products.metersPerBox,
        quality: products.quality,
        type: products.type,
        hasShipping: products.hasShipping,
        saleUnit: products.saleUnit,
        status: products.status,
        inStock: products.inStock,
        areaId: products.areaId,
        categoryId: products.categoryId,
        subcategoryId: products.subcategoryId,
        searchText: products.searchText,
        color: products.color,
        usage: products.usage,
        placement: products.placement,
        slipResistance: products.slipResistance,
        pei: products.pei,
        rectified: products.rectified,
        thicknessMm: products.thicknessMm,
      })
      .from(products)
      .where(like(products.code, `${codePrefix}%`))
      .orderBy(asc(products.code));

  let floor: { areaId: string; categoryId: string; subcategoryId: string };
  let wall: { areaId: string; categoryId: string; subcategoryId: string };

  beforeAll(async () => {
    t = await createTestApp(engine);
    cookie = (await t.signIn('editor')).cookie;
    floor = await createTaxonomy(t.db, {
      area: 'Pisos y Revestimientos',
      category: 'Porcelanatos',
      subcategory: 'Símil madera',
    });
    wall = await createTaxonomy(t.db, {
      area: 'Baños',
      category: 'Griferías',
      subcategory: 'Monocomando',
    });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  /** Three products unlike each other in every field a sheet carries. */
  async function catalogue(p: string) {
    await createProduct(t.db, {
      ...floor,
      code: `${p}ROB-1`,
      name: `Roble ${p} 20x120`,
      description: 'Línea 1; con "comillas"\ny un segundo renglón',
      brand: 'Andina',
      price: 45990.5,
      discountPercentage: 12.5,
      dimensions: '20x120',
      metersPerBox: 1.44,
      quality: '2da',
      type: 'Semi-mate',
      hasShipping: true,
      saleUnit: 'caja',
      status: 'publicado',
      inStock: true,
      color: 'Marrón',
      usage: 'ambos',
      placement: 'interior',
      slipResistance: 'R10',
      pei: 4,
      rectified: true,
      thicknessMm: 9.5,
    });
    await createProduct(t.db, {
      ...wall,
      code: `${p}GRI-2`,
      name: `Grifería ${p}`,
      description: '',
      brand: '',
      price: 1234567,
      discountPercentage: null,
      dimensions: null,
      metersPerBox: null,
      quality: '1ra',
      type: null,
      hasShipping: false,
      saleUnit: 'unidad',
      status: 'borrador',
      inStock: false,
    });
    await createProduct(t.db, {
      ...floor,
      code: `${p}NOG-3`,
      name: `Nogal ${p}`,
      price: 990,
      discountPercentage: 5,
      dimensions: '60x60',
      metersPerBox: 1440,
      type: 'Brillante',
      saleUnit: 'caja',
      color: 'Gris',
      placement: 'ambos',
      rectified: false,
      thicknessMm: 10,
    });
  }

  describe('the código', () => {
    it('is unique: a second product with a taken one is a 409 in Spanish, nothing saved', async () => {
      const p = prefix();
      const body = { ...validBody.product(floor), code: ` ${p}DUP ` };
      const first = await t.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        payload: body,
        headers: { cookie },
      });
      expect(first.statusCode).toBe(201);
      expect(first.json().code).toBe(`${p}DUP`);
      const second = await t.app.inject({
        method: 'POST',
        url: '/api/admin/products',
        payload: { ...body, name: 'Otro' },
        headers: { cookie },
      });
      expect(second.statusCode).toBe(409);
      expect(second.json().error).toMatchObject({
        message: ADMIN_CATALOG_MESSAGES.duplicateCode,
        fields: { code: ADMIN_CATALOG_MESSAGES.duplicateCode },
      });
      expect(await stored(p)).toHaveLength(1);
    });

    it('is found by the admin search and by the shop search', async () => {
      const p = prefix();
      await createProduct(t.db, { ...floor, code: `${p}ZX-9981`, name: 'Piso sin pistas' });
      const admin = await t.app.inject({
        url: `/api/admin/products?q=${encodeURIComponent(`${p}ZX-9981`)}`,
        headers: { cookie },
      });
      expect(admin.json().items.map((i: { code: string }) => i.code)).toEqual([`${p}ZX-9981`]);
      const shop = await t.app.inject({
        url: `/api/products?search=${encodeURIComponent(`${p}zx-9981`)}`,
      });
      expect(shop.json().items.map((i: { code: string }) => i.code)).toEqual([`${p}ZX-9981`]);
    });
  });

  it('dry run reports every bad row by column and changes nothing', async () => {
    const p = prefix();
    await catalogue(p);
    const before = await stored(p);
    const file = csv(
      `${p}NEW-1;Nuevo bueno;Baños;Griferías;Monocomando;45.990,50;;;;1ra;;Marca;No;unidad;Publicado;No;`,
      `${p}NEW-2;Área mala;Cocinas;Griferías;Monocomando;100;;;;1ra;;;No;unidad;Publicado;No;`,
      `${p}NEW-3;Categoría mala;Baños;Sanitarios;Monocomando;100;;;;1ra;;;No;unidad;Publicado;No;`,
      `${p}NEW-4;Número malo;Baños;Griferías;Monocomando;45,990;150;;;1ra;;;No;unidad;Publicado;No;`,
      `${p}REP;Repetido A;Baños;Griferías;Monocomando;100;;;;1ra;;;No;unidad;Publicado;No;`,
      `${p}REP;Repetido B;Baños;Griferías;Monocomando;100;;;;1ra;;;No;unidad;Publicado;No;`,
      `;;Baños;Griferías;Monocomando;100;;;;1ra;;;No;unidad;Publicado;No;`,
      `${p}NEW-5;Piso sin medidas;Pisos y Revestimientos;Porcelanatos;Símil madera;100;;;;1ra;Opaco;;Tal vez;caja;Publicado;No;`,
      `${p}ROB-1;Roble nuevo nombre;Pisos y Revestimientos;Porcelanatos;Símil madera;50000;12,5;1,44;20x120;2da;Semi-mate;Andina;Sí;caja;Publicado;No;x`,
    );
    const response = await check(file);
    expect(response.statusCode).toBe(200);
    const report: ImportReport = response.json();
    expect(report).toMatchObject({
      rows: 9,
      created: 1,
      updated: 1,
      unchanged: 0,
      refused: 7,
      applied: false,
    });
    const problems = Object.fromEntries(
      report.refusedRows.map((r) => [r.row, r.problems.map((x) => `${x.column}: ${x.message}`)]),
    );
    expect(problems).toEqual({
      3: ['Área: No existe el área «Cocinas»'],
      4: ['Categoría: No existe la categoría «Sanitarios» en el área «Baños»'],
      5: [
        'Precio: Admite hasta 2 decimales (si son miles, escribí 45990)',
        'Descuento (%): El descuento debe estar entre 0 y 100',
      ],
      6: [`Código: El código «${p}REP» se repite en las filas 6, 7`],
      7: [`Código: El código «${p}REP» se repite en las filas 6, 7`],
      8: ['Nombre: El nombre es obligatorio'],
      9: [
        'Acabado: El acabado debe ser Brillante, Mate, Semi-mate, Texturado o quedar vacío',
        'Envío: «Envío» debe ser Sí o No',
      ],
    });
    expect(await stored(p)).toEqual(before);
  });

  it('apply with one bad row changes nothing; "solo las filas válidas" applies the rest', async () => {
    const p = prefix();
    await catalogue(p);
    const before = await stored(p);
    const [robleBefore] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, `${p}ROB-1`));
    // Warm the shop's cached answer, so a stale one would show.
    const page = () => t.app.inject({ url: `/api/products/${robleBefore!.id}` });
    expect((await page()).json().price).toBe(45990.5);
    const file = Buffer.from(
      [
        'Código;Precio;Nombre',
        `${p}ROB-1;52.000;Roble ${p} 20x120`,
        `${p}NOG-3;abc;Nogal ${p}`,
        `${p}NEW;1.500,25;Nuevo ${p}`,
      ].join('\r\n'),
    );

    const refused = await apply(file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.message).toBe(PRODUCT_SHEET_MESSAGES.hasProblems(2));
    expect(await stored(p)).toEqual(before);

    // The new row lacks its taxonomy: with the area and the rest it is valid.
    const fixed = Buffer.from(
      [
        'Código;Precio;Nombre;Área;Categoría;Subcategoría',
        `${p}ROB-1;52.000;Roble ${p} 20x120;Pisos y Revestimientos;Porcelanatos;Símil madera`,
        `${p}NOG-3;abc;Nogal ${p};Pisos y Revestimientos;Porcelanatos;Símil madera`,
        `${p}NEW;1.500,25;Nuevo ${p};baños;GRIFERIAS;monocomando`,
      ].join('\r\n'),
    );
    expect((await apply(fixed)).statusCode).toBe(400);
    expect(await stored(p)).toEqual(before);

    const partial = await apply(fixed, 'precios.csv', true);
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({ created: 1, updated: 1, refused: 1, applied: true });
    const after = await stored(p);
    expect(after.find((r) => r.code === `${p}ROB-1`)?.price).toBe(52000);
    expect(after.find((r) => r.code === `${p}NOG-3`)?.price).toBe(990);
    expect(after.find((r) => r.code === `${p}NEW`)).toMatchObject({
      price: 1500.25,
      areaId: wall.areaId,
      categoryId: wall.categoryId,
      subcategoryId: wall.subcategoryId,
    });
    // The shop shows the new price at once; the change is in the price history and the log.
    expect((await page()).json().price).toBe(52000);
    const history = await t.db
      .select({ source: priceChanges.source, oldPrice: priceChanges.oldPrice })
      .from(priceChanges)
      .where(eq(priceChanges.productId, robleBefore!.id));
    expect(history).toEqual([{ source: 'importacion', oldPrice: 45990.5 }]);
    const [entry] = await t.db
      .select({
        action: activityLog.action,
        subject: activityLog.subject,
        detail: activityLog.detail,
      })
      .from(activityLog)
      .where(eq(activityLog.subject, 'Planilla «precios.csv»'));
    expect(entry).toEqual({
      action: 'products.import',
      subject: 'Planilla «precios.csv»',
      detail: '1 creados, 1 actualizados (1 con precio nuevo), 0 sin cambios, 1 filas rechazadas',
    });
  });

  for (const format of ['csv', 'xlsx'] as const)
    it(`an import of the ${format.toUpperCase()} export gives back identical products`, async () => {
      const p = prefix();
      await catalogue(p);
      const before = await stored(p);
      const file = await exported(p, format);
      const name = `productos.${format}`;

      const same = (await check(file, name)).json();
      expect(same).toMatchObject({ rows: 3, created: 0, updated: 0, unchanged: 3, refused: 0 });

      // Change every field of one product, remove another; the import puts them back.
      await t.db
        .update(products)
        .set({
          name: 'Cambiado',
          description: 'otra',
          brand: 'Otra',
          price: 1,
          discountPercentage: null,
          dimensions: '30x30',
          metersPerBox: 2,
          quality: '1ra',
          type: 'Mate',
          hasShipping: false,
          saleUnit: 'bolsa',
          status: 'borrador',
          inStock: false,
          color: 'Negro',
          usage: 'pared',
          placement: 'exterior',
          slipResistance: 'R13',
          pei: 1,
          rectified: false,
          thicknessMm: 20,
          ...wall,
        })
        .where(eq(products.code, `${p}ROB-1`));
      await t.db.delete(products).where(eq(products.code, `${p}NOG-3`));

      const imported = await apply(file, name);
      expect(imported.statusCode).toBe(200);
      expect(imported.json()).toMatchObject({ created: 1, updated: 1, unchanged: 1, refused: 0 });
      expect(await stored(p)).toEqual(before);
    });

  it('reads es-AR text numbers and spreadsheet numbers from an XLSX', async () => {
    const p = prefix();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Hoja 1');
    sheet.addRow([
      'Código',
      'Nombre',
      'Área',
      'Categoría',
      'Subcategoría',
      'Precio',
      'Metros por caja',
      'Dimensiones',
      'Descuento',
    ]);
    const taxonomy = ['Pisos y Revestimientos', 'Porcelanatos', 'Símil madera'];
    sheet.addRow([`${p}A`, 'Texto', ...taxonomy, '45.990,50', '1,44', '20x120', '12,5']);
    sheet.addRow([`${p}B`, 'Número', ...taxonomy, 45990.5, 1.44, '20x120', 12.5]);
    sheet.addRow([`${p}C`, 'Miles', ...taxonomy, '45.990', '1440', '60x60', null]);
    sheet.addRow([
      `${p}D`,
      'Fórmula',
      ...taxonomy,
      { formula: '1.1*3', result: 3.3000000000000003 },
      1.445,
      '60x60',
      null,
    ]);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    const report = (await check(file, 'precios.xlsx')).json();
    expect(report.refusedRows).toEqual([
      {
        row: 5,
        code: `${p}D`,
        name: 'Fórmula',
        action: 'rechazar',
        problems: [{ column: 'Metros por caja', message: 'Admite hasta 2 decimales' }],
      },
    ]);
    expect((await apply(file, 'precios.xlsx', true)).statusCode).toBe(200);
    const rows = await stored(p);
    expect(rows.map((r) => [r.code, r.price, r.metersPerBox, r.discountPercentage])).toEqual([
      [`${p}A`, 45990.5, 1.44, 12.5],
      [`${p}B`, 45990.5, 1.44, 12.5],
      [`${p}C`, 45990, 1440, null],
    ]);
  });

  it('reads the ficha técnica with any accents and case; an unknown value refuses its row in Spanish', async () => {
    const p = prefix();
    await catalogue(p);
    const before = await stored(p);
    const head =
      'Código;Nombre;Color;Uso;Interior/Exterior;Antideslizante;PEI;Rectificado;Espesor (mm)';
    const bad = Buffer.from(
      [
        head,
        `${p}ROB-1;Roble ${p} 20x120;Fucsia;techo;luna;R14;VI;Tal vez;9,55`,
        `${p}NOG-3;Nogal ${p};marron;PISO Y PARED;exterior;r11;iv;si;0`,
      ].join('\n'),
    );
    const report: ImportReport = (await check(bad)).json();
    expect(report).toMatchObject({ updated: 0, refused: 2 });
    expect(
      report.refusedRows.map((r) => r.problems.map((x) => `${x.column}: ${x.message}`)),
    ).toEqual([
      [
        'Color: El color debe ser Blanco, Negro, Gris, Beige, Crema, Marrón, Terracota, Azul, Verde o Multicolor, o quedar vacío',
        'Uso: El uso debe ser Piso, Pared o Piso y pared, o quedar vacío',
        'Interior/Exterior: Interior/Exterior debe ser Interior, Exterior o Interior y exterior, o quedar vacío',
        'Antideslizante: Antideslizante debe ser R9, R10, R11, R12 o R13, o quedar vacío',
        'PEI: El PEI debe ser I, II, III, IV o V (o de 1 a 5), o quedar vacío',
        'Rectificado: «Rectificado» debe ser Sí o No',
        'Espesor (mm): Admite hasta 1 decimal',
      ],
      ['Espesor (mm): El espesor va de 1 a 50 mm'],
    ]);
    expect((await apply(bad)).statusCode).toBe(400);
    expect(await stored(p)).toEqual(before);

    // Accents and case aside, es-AR numbers; an empty cell empties the attribute, as it does
    // the other optional columns; a column the file leaves out keeps what is stored.
    const good = Buffer.from(
      [
        'Código;Nombre;Color;Uso;PEI;Rectificado;Espesor (mm)',
        `${p}ROB-1;Roble ${p} 20x120;;;;;`,
        `${p}NOG-3;Nogal ${p};marron;PISO Y PARED;iv;si;10,5`,
      ].join('\n'),
    );
    const dry: ImportReport = (await check(good)).json();
    expect(dry).toMatchObject({ updated: 2, refused: 0 });
    expect(dry.changedRows.find((r) => r.code === `${p}NOG-3`)?.changes).toEqual([
      { column: 'Color', before: 'Gris', after: 'Marrón' },
      { column: 'Uso', before: '', after: 'Piso y pared' },
      { column: 'PEI', before: '', after: 'IV' },
      { column: 'Rectificado', before: 'No', after: 'Sí' },
      { column: 'Espesor (mm)', before: '10', after: '10,5' },
    ]);
    expect((await apply(good)).statusCode).toBe(200);
    const attributes = (await stored(p)).map((r) => [
      r.code,
      r.color,
      r.usage,
      r.placement,
      r.slipResistance,
      r.pei,
      r.rectified,
      r.thicknessMm,
    ]);
    expect(attributes).toEqual([
      [`${p}GRI-2`, null, null, null, null, null, null, null],
      [`${p}NOG-3`, 'Marrón', 'ambos', 'ambos', null, 4, true, 10.5],
      [`${p}ROB-1`, null, null, 'interior', 'R10', null, null, null],
    ]);
    // The search finds the product by its new attributes.
    expect((await stored(p)).find((r) => r.code === `${p}NOG-3`)?.searchText).toContain('marron');
  });

  it('finds each row by ID, else by código, else by name in its subcategory, and lists every change', async () => {
    const p = prefix();
    const roble = await createProduct(t.db, { ...floor, code: `${p}ROB`, name: `Roble ${p}` });
    const nogal = await createProduct(t.db, { ...floor, code: `${p}NOG`, name: `Nogal ${p}` });
    const sinCodigo = await createProduct(t.db, {
      ...floor,
      name: `Pino Blanco ${p}`,
      price: 45990.5,
      quality: '1ra',
    });
    // The same name in another subcategory: not the row's product, but one it looks like.
    await createProduct(t.db, { ...wall, name: `Pino Blanco ${p}` });
    const unico = await createProduct(t.db, { ...floor, name: `Único ${p}` });
    const haya = await createProduct(t.db, { ...floor, code: `${p}HAY`, name: `Haya ${p}` });
    await createProduct(t.db, { ...floor, code: `${p}FRE`, name: `Fresno ${p}` });
    const twins = [`Gemelo ${p}`, `Gemelo ${p}`];
    for (const name of twins) await createProduct(t.db, { ...floor, name });
    const taxonomy = 'Pisos y Revestimientos;Porcelanatos;Símil madera';
    const file = Buffer.from(
      [
        'ID;Código;Nombre;Área;Categoría;Subcategoría;Precio;Calidad;Dimensiones;Metros por caja',
        // By ID, with a new código and name.
        `${roble};${p}ROB-2;Roble Claro ${p};${taxonomy};10000;Primera;60x60;1,44`,
        // By código (no ID), a new price.
        `;${p}NOG;Nogal ${p};${taxonomy};12.000;1ra;60x60;1,44`,
        // By name, accents and case aside, in its subcategory.
        `;;PINO blanco ${p.toLowerCase()};${taxonomy};50.000;Segunda;60x60;1,44`,
        // New, like a product elsewhere.
        `;;unico ${p};Baños;Griferías;Monocomando;100;1ra;60x60;1,44`,
        // New and like nothing.
        `;;Nuevo ${p};Baños;Griferías;Monocomando;100;Primera;60x60;1,44`,
        // Two products have this name in the subcategory: which one?
        `;;${twins[0]};${taxonomy};100;1ra;60x60;1,44`,
        // An ID that takes another product's código.
        `${haya};${p}FRE;Haya ${p};${taxonomy};100;1ra;60x60;1,44`,
        `no-es-un-id;;Otro ${p};${taxonomy};100;1ra;60x60;1,44`,
      ].join('\r\n'),
    );
    const report: ImportReport = (await check(file)).json();
    expect(report).toMatchObject({ created: 2, updated: 3, refused: 3, lookalikes: 1 });
    expect(
      Object.fromEntries(report.refusedRows.map((r) => [r.row, r.problems.map((x) => x.message)])),
    ).toEqual({
      7: [
        `Hay 2 productos llamados «${twins[0]}» en «Símil madera»: agregá la columna ID (exportá la lista de nuevo) o el código`,
      ],
      8: [`El código «${p}FRE» ya es del producto «Fresno ${p}»`],
      9: [
        'El ID «no-es-un-id» no es válido: dejá el ID como lo exportó la tienda, o vacío para un producto nuevo',
      ],
    });
    const changed = Object.fromEntries(report.changedRows.map((r) => [r.row, r]));
    expect(changed[2]).toMatchObject({ action: 'actualizar', productId: roble, matchedBy: 'id' });
    expect(changed[2]?.changes).toEqual([
      { column: 'Código', before: `${p}ROB`, after: `${p}ROB-2` },
      { column: 'Nombre', before: `Roble ${p}`, after: `Roble Claro ${p}` },
    ]);
    expect(changed[3]).toMatchObject({ productId: nogal, matchedBy: 'codigo' });
    expect(changed[3]?.changes).toEqual([
      { column: 'Precio', before: '$ 10.000', after: '$ 12.000' },
    ]);
    expect(changed[4]).toMatchObject({ productId: sinCodigo, matchedBy: 'nombre' });
    expect(changed[4]?.changes).toEqual([
      { column: 'Nombre', before: `Pino Blanco ${p}`, after: `PINO blanco ${p.toLowerCase()}` },
      { column: 'Precio', before: '$ 45.990,50', after: '$ 50.000' },
      { column: 'Calidad', before: 'Primera', after: 'Segunda' },
    ]);
    expect(changed[5]).toMatchObject({
      action: 'crear',
      productId: null,
      lookalike: {
        id: unico,
        name: `Único ${p}`,
        place: 'Pisos y Revestimientos › Porcelanatos › Símil madera',
      },
    });
    expect(changed[6]).toMatchObject({ action: 'crear', lookalike: null });

    expect((await apply(file, 'productos.csv', true)).json()).toMatchObject({
      created: 2,
      updated: 3,
      applied: true,
    });
    const rows = await t.db
      .select({
        id: products.id,
        code: products.code,
        name: products.name,
        price: products.price,
        quality: products.quality,
      })
      .from(products)
      .where(inArray(products.id, [roble, nogal, sinCodigo]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r]))).toEqual({
      [roble]: {
        id: roble,
        code: `${p}ROB-2`,
        name: `Roble Claro ${p}`,
        price: 10000,
        quality: '1ra',
      },
      [nogal]: { id: nogal, code: `${p}NOG`, name: `Nogal ${p}`, price: 12000, quality: '1ra' },
      [sinCodigo]: {
        id: sinCodigo,
        code: null,
        name: `PINO blanco ${p.toLowerCase()}`,
        price: 50000,
        quality: '2da',
      },
    });
  });

  it("reads Calidad as Primera or Segunda (the product dialog's words) and as 1ra or 2da", async () => {
    const p = prefix();
    const taxonomy = 'Baños;Griferías;Monocomando';
    const file = Buffer.from(
      [
        'Código;Nombre;Área;Categoría;Subcategoría;Precio;Calidad',
        `${p}A;A ${p};${taxonomy};100;Primera`,
        `${p}B;B ${p};${taxonomy};100;segunda`,
        `${p}C;C ${p};${taxonomy};100;2da`,
        `${p}D;D ${p};${taxonomy};100;Tercera`,
      ].join('\r\n'),
    );
    const report: ImportReport = (await check(file)).json();
    expect(report.refusedRows.map((r) => [r.row, r.problems])).toEqual([
      [5, [{ column: 'Calidad', message: 'La calidad debe ser Primera o Segunda (1ra o 2da)' }]],
    ]);
    await apply(file, 'productos.csv', true);
    expect((await stored(p)).map((r) => [r.code, r.quality])).toEqual([
      [`${p}A`, '1ra'],
      [`${p}B`, '2da'],
      [`${p}C`, '2da'],
    ]);
  });

  it('guards formula-like texts in the CSV and reads them back unchanged', async () => {
    const p = prefix();
    const texts = {
      name: `=HIPERVINCULO("http://x";"${p}")`,
      brand: '@marca',
      description: "-- rebajado\n+ otro renglón\n'=ya con apóstrofo",
      dimensions: '+60x60',
    };
    await createProduct(t.db, { ...floor, code: `${p}FX`, ...texts });
    await createProduct(t.db, {
      ...floor,
      code: `${p}AP`,
      name: "'=apóstrofo primero",
      brand: "'nada",
    });
    const before = await stored(p);
    const file = await exported(p, 'csv');
    const text = file.toString('utf8');
    expect(text).toContain(`;"'=HIPERVINCULO(""http://x"";""${p}"")";`);
    expect(text).toContain(";'@marca;");
    expect(text).toContain(";'+60x60;");
    expect(text).toContain(`"'-- rebajado\r\n+ otro`.replace('\r\n', '\n'));
    expect(text).toContain(";''=apóstrofo primero;");
    expect(text).toContain(";'nada;");
    expect((await check(file)).json()).toMatchObject({ unchanged: 2, updated: 0, created: 0 });
    await t.db
      .update(products)
      .set({ name: 'x', brand: 'y', description: '', dimensions: null })
      .where(like(products.code, `${p}%`));
    expect((await apply(file)).json()).toMatchObject({ updated: 2 });
    expect(await stored(p)).toEqual(before);
  });

  it('reads a CSV saved by Excel in Spanish (Windows-1252, semicolons, CRLF)', async () => {
    const p = prefix();
    const lines = [
      'Código;Nombre;Área;Categoría;Subcategoría;Precio;Descuento (%);Dimensiones;Metros por caja;Calidad;Descripción',
      `${p}CAL;Porcelanato “Calacatta” – 60×60;Pisos y Revestimientos;Porcelanatos;Símil madera;45.990,50;12,5;60x60;1,44;Primera;Precio en € por caja… ‘rectificado’`,
      `${p}GRI;Grifería Ñandú;Baños;Griferías;Monocomando;1234567;;;;Segunda;`,
    ];
    const file = iconv.encode(`${lines.join('\r\n')}\r\n`, 'win1252');
    // Really Windows-1252: “ is 0x93, € is 0x80, not valid UTF-8.
    expect(file.includes(0x93)).toBe(true);
    expect(file.includes(0x80)).toBe(true);
    const report: ImportReport = (await check(file)).json();
    expect(report).toMatchObject({ created: 2, refused: 0 });
    await apply(file);
    expect(
      (await stored(p)).map((r) => [r.code, r.name, r.price, r.discountPercentage, r.description]),
    ).toEqual([
      [
        `${p}CAL`,
        'Porcelanato “Calacatta” – 60×60',
        45990.5,
        12.5,
        'Precio en € por caja… ‘rectificado’',
      ],
      [`${p}GRI`, 'Grifería Ñandú', 1234567, null, ''],
    ]);
    // The same text as UTF-8, with and without BOM, reads the same.
    for (const bom of ['', '\uFEFF']) {
      const utf8 = Buffer.from(`${bom}${lines.join('\r\n')}`, 'utf8');
      expect((await check(utf8)).json()).toMatchObject({ unchanged: 2, refused: 0 });
    }
  });

  it('refuses a file that is no CSV or XLSX, or is too large, in Spanish', async () => {
    const pdf = await check(Buffer.from('%PDF-1.4 algo'), 'lista.pdf');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().error.message).toBe(PRODUCT_SHEET_MESSAGES.notSheet);
    const fakeXlsx = await check(Buffer.from('no soy un zip'), 'lista.xlsx');
    expect(fakeXlsx.json().error.message).toBe(PRODUCT_SHEET_MESSAGES.notSheet);
    const brokenZip = await check(Buffer.from('PK\u0003\u0004roto'), 'lista.xlsx');
    expect(brokenZip.statusCode).toBe(400);
    expect(brokenZip.json().error.message).toBe(PRODUCT_SHEET_MESSAGES.unreadable);
    const big = await check(Buffer.alloc(11 * 1024 * 1024, 'a'), 'lista.csv');
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe(PRODUCT_SHEET_MESSAGES.tooLarge);
    const noHeader = await check(Buffer.from('a;b\n1;2\n'), 'lista.csv');
    expect(noHeader.json().error.message).toBe(PRODUCT_SHEET_MESSAGES.noHeader);
    const count = await t.db.select({ id: products.id }).from(products);
    expect(count.length).toBeGreaterThan(0);
    expect(
      await t.db
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.name, ['a', '1'])),
    ).toEqual([]);
  });
});
