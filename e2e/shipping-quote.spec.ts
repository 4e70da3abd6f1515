import { type APIRequestContext, type Page, expect, test } from '@playwright/test';
import { checkoutTotals } from '#shared/checkout-totals';
import { formatMoney } from '#shared/format';
import type { PaymentOptions } from '#shared/payments/mercado-pago';
import { effectivePrice } from '#shared/pricing';
import { SHIPPING_QUOTE_MESSAGES } from '#shared/shipping-quote';
import {
  E2E_ADMIN,
  failOnConsoleError,
  isPhone,
  orderableProduct,
  waitForHydration,
} from './helpers';

test.beforeEach(({ page }) => failOnConsoleError(page));

/** A phone is a slow device: its CPU throttled 4×. */
async function throttleOnPhone(page: Page) {
  if (!isPhone(page)) return;
  test.slow();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

/**
 * Staff price a código postal of this test's own: codes 1000–8999 at random, another tried when
 * one is taken (the other device's run makes one too). No other journey makes postal-code zones.
 */
async function createPostalZone(request: APIRequestContext, price: number) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const code = String(1000 + Math.floor(Math.random() * 8000));
    const response = await request.post('/api/admin/delivery-zones', {
      data: { kind: 'postal_code', value: code, price },
    });
    if (response.status() === 201)
      return { code, id: ((await response.json()) as { id: string }).id };
    expect(response.status(), await response.text()).toBe(409);
  }
  throw new Error('no free código postal for the test zone');
}

/** A código postal no zone prices: 9000–9999 is left to this test. */
async function unpricedCode(request: APIRequestContext): Promise<string> {
  const { zones } = (await (await request.get('/api/delivery-zones')).json()) as {
    zones: { value: string }[];
  };
  for (let code = 9000 + Math.floor(Math.random() * 900); ; code++) {
    if (!zones.some((z) => z.value === String(code))) return String(code);
  }
}

test('a shopper quotes the shipping on the product page, sees it in the cart, finds it filled at checkout and confirms the total the order says', async ({
  page,
  request,
}, testInfo) => {
  await throttleOnPhone(page);
  const shots = `/work/runs/h-shipping-quote-shots/${testInfo.project.name}`;
  const price = 12_500;
  expect((await request.post('/api/auth/login', { data: E2E_ADMIN })).ok()).toBe(true);
  const zone = await createPostalZone(request, price);
  try {
    const noZone = await unpricedCode(request);
    const product = await orderableProduct(request, 1);
    const options = (await (await request.get('/api/payments/options')).json()) as PaymentOptions;

    await page.goto(`/producto/${product.id}`);
    await waitForHydration(page);
    const quote = page.getByRole('form', { name: 'Calculá el envío' });
    const field = quote.getByRole('textbox', { name: 'Código postal o partido' });
    const calcular = quote.getByRole('button', { name: 'Calcular' });

    // Nothing typed, a code too short, two letters: each refused under the field.
    await calcular.click();
    await expect(quote.getByRole('alert')).toHaveText(SHIPPING_QUOTE_MESSAGES.empty);
    await field.pressSequentially('12');
    await calcular.click();
    await expect(quote.getByRole('alert')).toHaveText(SHIPPING_QUOTE_MESSAGES.postalCode);
    await expect(field).toHaveAttribute('aria-invalid', 'true');

    // A code no zone prices: "a convenir".
    await field.clear();
    await field.pressSequentially(noZone);
    await calcular.click();
    await expect(quote).toContainText(`Envío a CP ${noZone}: a convenir`);
    await expect(quote.getByRole('alert')).toHaveCount(0);

    // Bad input changes nothing: the last quote stays.
    await field.clear();
    await field.pressSequentially('ab');
    await calcular.click();
    await expect(quote.getByRole('alert')).toHaveText(SHIPPING_QUOTE_MESSAGES.partido);
    await expect(quote).toContainText(`Envío a CP ${noZone}: a convenir`);

    // The zone's code, typed as a CPA key by key.
    await field.clear();
    await field.pressSequentially(`b${zone.code}abc`);
    await calcular.click();
    await expect(quote).toContainText(`Envío a CP ${zone.code}: ${formatMoney(price)}`);
    await quote.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}-product.png` });

    await page.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(page.getByText('Producto agregado al carrito')).toBeVisible();

    // The cart quotes it again, and adds it to the total.
    const productsTotal = effectivePrice(product.price, product.discountPercentage);
    await page.goto('/carrito');
    const summary = page.getByRole('region', { name: 'Resumen del pedido' });
    await expect(summary).toContainText(`Envío a CP ${zone.code}${formatMoney(price)}`);
    await expect(summary).toContainText(`Total${formatMoney(productsTotal + price)}`);
    await expect(summary.getByRole('textbox', { name: 'Código postal o partido' })).toHaveValue(
      `B${zone.code}ABC`,
    );
    await summary.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}-cart.png` });

    // The checkout's delivery step comes filled in; its last step shows what the order charges.
    await summary.getByRole('link', { name: 'Finalizar Compra' }).click();
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await expect(page.getByRole('textbox', { name: 'Código postal' })).toHaveValue(
      `B${zone.code}ABC`,
    );
    await expect(page.getByRole('textbox', { name: 'Partido o localidad' })).toHaveValue('');
    const stamp = `${testInfo.project.name}-${Date.now()}`;
    await page.getByRole('textbox', { name: 'Nombre completo' }).pressSequentially('Ana Envío');
    await page.getByRole('textbox', { name: 'Email' }).fill(`envio.${stamp}@example.com`);
    await page.getByRole('textbox', { name: 'Teléfono' }).pressSequentially('11 5555-1234');
    await page
      .getByRole('textbox', { name: 'Dirección de entrega' })
      .pressSequentially('Av. Rivadavia 1234');
    const { discountRows, total } = checkoutTotals(productsTotal, {
      transferPercentage: options.transferDiscountPercentage,
      deliveryCost: price,
    });
    const totals = page.getByRole('region', { name: 'Total del pedido' });
    await expect(totals).toContainText(`Productos${formatMoney(productsTotal)}`);
    for (const row of discountRows) await expect(totals).toContainText(`${row.label}${row.text}`);
    await expect(totals).toContainText(`Envío (zona CP B${zone.code}ABC)${formatMoney(price)}`);
    await expect(totals).toContainText(`Total${formatMoney(total)}`);
    await totals.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${shots}-checkout.png` });

    await page.getByRole('button', { name: 'Confirmar Pedido' }).click();
    await expect(page.getByRole('heading', { name: '¡Gracias por tu pedido!' })).toBeVisible();
    await expect(page.getByText(`por ${formatMoney(total)} fue`)).toBeVisible();
  } finally {
    expect((await request.delete(`/api/admin/delivery-zones/${zone.id}`)).status()).toBe(204);
  }
});
