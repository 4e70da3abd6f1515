import { createHmac, randomUUID } from 'node:crypto';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the parts of Mercado Pago's API the shop uses, over real HTTP (the SDK reaches
 * it through MP_API_BASE_URL), following developers' documentation:
 * - POST /checkout/preferences (Checkout Pro preference; answers id and init_point) and
 *   GET /checkout/preferences/:id,
 * - GET /v1/payments/:id and GET /v1/payments/search?external_reference=…,
 * - POST /v1/payments/:id/refunds (X-Idempotency-Key required; the same key answers the same
 *   refund; `amount` for a partial refund, none for the rest; more than what is left is a 400):
 *   the payment then lists the refund and its transaction_amount_refunded, "refunded" once
 *   nothing is left, and its notification (payment.updated) is sent after the answer, before it
 *   (`refundNotification: 'before'`) or not at all ('none'),
 * - the checkout page behind init_point, where a shopper "pays": the fake then creates the
 *   payment, sends the signed notification to the preference's notification_url as Mercado Pago
 *   does (POST …?data.id=ID&type=payment, x-signature "ts=…,v1=HMAC-SHA256(secret,
 *   'id:[data.id];request-id:[x-request-id];ts:[ts];')", x-request-id) and redirects to
 *   back_urls with collection_id, status, external_reference, preference_id.
 * Tests drive refunds, chargebacks and notifications directly through the returned object.
 */
export interface FakePayment {
  id: string;
  status: string;
  status_detail: string;
  external_reference: string;
  transaction_amount: number;
  transaction_amount_refunded: number;
  installments: number;
  currency_id: string;
  /** The seller's account the money went to. */
  collector_id: number;
  date_created: string;
  date_approved: string | null;
  date_last_updated: string;
  notification_url: string | null;
  refunds: FakeRefund[];
}

/** A refund as Mercado Pago answers it and lists it on its payment. */
export interface FakeRefund {
  id: number;
  payment_id: number;
  amount: number;
  metadata: Record<string, unknown>;
  source: { id: string; name: string; type: string };
  date_created: string;
  unique_sequence_number: string | null;
  refund_mode: string;
  adjustment_amount: number;
  status: string;
}

export interface FakePreference {
  id: string;
  body: Record<string, unknown>;
  /** The X-Idempotency-Key the SDK sent. */
  idempotencyKey: string | undefined;
}

export interface NotifyOptions {
  /** Sign with another secret (a forgery). */
  secret?: string;
  /** Seconds since the epoch put in the signature (a stale one is old). */
  ts?: number;
  requestId?: string;
  /** Leave the x-signature header out. */
  unsigned?: boolean;
  /** The data.id signed, when it should differ from the one sent. */
  signedId?: string;
  action?: string;
}

export interface FakeMercadoPago {
  url: string;
  preferences: FakePreference[];
  payments: Map<string, FakePayment>;
  /** Creates a payment as a checkout would, without notifying. */
  createPayment(input: {
    externalReference: string;
    amount: number;
    status?: string;
    statusDetail?: string;
    installments?: number;
    notificationUrl?: string | null;
    /** 'ARS' unless a test pays in another currency. */
    currencyId?: string;
    /** The seller's account (FAKE_COLLECTOR_ID) unless a test names another. */
    collectorId?: number;
  }): FakePayment;
  update(id: string, change: Partial<FakePayment>): FakePayment;
  /** Sends the payment's notification to its notification_url; answers the shop's status. */
  notify(id: string, options?: NotifyOptions): Promise<number>;
  /** Set to make the API answer 500 (Mercado Pago down). */
  failing: boolean;
  /** When a refund's notification is sent: after the API's answer (default), before it, never. */
  refundNotification: 'after' | 'before' | 'none';
  /** Each refund request the API received: its idempotency key and the refund it answered. */
  refundRequests: { idempotencyKey: string; refundId: number | null }[];
  /** Resolves once every refund notification sent so far has been answered by the shop. */
  refundNotificationsSettled(): Promise<void>;
  close(): Promise<void>;
}

/** The test seller's user id: preferences charge to it, its payments are collected by it. */
export const FAKE_COLLECTOR_ID = 123456789;

let nextPaymentId = 1_300_000_000 + Math.floor(Math.random() * 1_000_000) * 100;
let nextRefundId = 2_100_000_000 + Math.floor(Math.random() * 1_000_000) * 100;

export function signNotification(secret: string, dataId: string, requestId: string, ts: number) {
  const manifest = `id:${dataId};request-id:${requestId};ts:${ts};`;
  return `ts=${ts},v1=${createHmac('sha256', secret).update(manifest).digest('hex')}`;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startFakeMercadoPago({
  accessToken,
  webhookSecret,
  port = 0,
}: {
  accessToken: string;
  webhookSecret: string;
  /** 0: any free port (the tests); the e2e run names one it knows before the shop starts. */
  port?: number;
}): Promise<FakeMercadoPago> {
  const preferences: FakePreference[] = [];
  const payments = new Map<string, FakePayment>();
  const refundsByKey = new Map<string, FakeRefund>();
  const sentRefundNotifications: Promise<unknown>[] = [];
  let url = '';

  const fake: FakeMercadoPago = {
    url: '',
    preferences,
    payments,
    failing: false,
    refundNotification: 'after',
    refundRequests: [],
    async refundNotificationsSettled() {
      await Promise.allSettled(sentRefundNotifications);
    },
    createPayment({
      externalReference,
      amount,
      status = 'approved',
      statusDetail,
      installments = 1,
      notificationUrl = null,
      currencyId = 'ARS',
      collectorId = FAKE_COLLECTOR_ID,
    }) {
      const now = new Date().toISOString();
      const payment: FakePayment = {
        id: String(nextPaymentId++),
        status,
        status_detail: statusDetail ?? (status === 'approved' ? 'accredited' : status),
        external_reference: externalReference,
        transaction_amount: amount,
        transaction_amount_refunded: 0,
        installments,
        currency_id: currencyId,
        collector_id: collectorId,
        date_created: now,
        date_approved: status === 'approved' ? now : null,
        date_last_updated: now,
        notification_url: notificationUrl,
        refunds: [],
      };
      payments.set(payment.id, payment);
      return payment;
    },
    update(id, change) {
      const payment = payments.get(id);
      if (!payment) throw new Error(`no fake payment ${id}`);
      Object.assign(payment, change, { date_last_updated: new Date().toISOString() });
      return payment;
    },
    async notify(id, options = {}) {
      const payment = payments.get(id);
      if (!payment?.notification_url) throw new Error(`fake payment ${id} has no notification_url`);
      const requestId = options.requestId ?? randomUUID();
      const ts = options.ts ?? Math.floor(Date.now() / 1000);
      const target = new URL(payment.notification_url);
      target.searchParams.set('data.id', id);
      target.searchParams.set('type', 'payment');
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        'x-request-id': requestId,
      };
      if (!options.unsigned) {
        headers['x-signature'] = signNotification(
          options.secret ?? webhookSecret,
          options.signedId ?? id,
          requestId,
          ts,
        );
      }
      const response = await fetch(target, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          action: options.action ?? 'payment.updated',
          api_version: 'v1',
          data: { id },
          date_created: new Date().toISOString(),
          id: Math.floor(Math.random() * 1e12),
          live_mode: false,
          type: 'payment',
          user_id: '123456',
        }),
      });
      await response.arrayBuffer();
      return response.status;
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const address = new URL(request.url ?? '/', url);
    const path = address.pathname;

    // The checkout page (init_point): a browser, no token.
    if (request.method === 'GET' && path === '/checkout/v1/redirect') {
      const preference = preferences.find((p) => p.id === address.searchParams.get('pref_id'));
      if (!preference) return json(response, 404, { message: 'preference not found' });
      const items =
        (preference.body.items as { title: string; quantity: number; unit_price: number }[]) ?? [];
      const total = items.reduce((sum, i) => sum + i.quantity * i.unit_price, 0);
      const max = Number(
        (preference.body.payment_methods as { installments?: number })?.installments ?? 1,
      );
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      response.end(`<!doctype html><html lang="es"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Mercado Pago (simulado)</title></head><body style="font-family:sans-serif;max-width:480px;margin:2rem auto;padding:0 1rem">
<h1>Mercado Pago (simulado)</h1>
<ul>${items.map((i) => `<li>${escapeHtml(i.title)} × ${i.quantity}: $ ${i.unit_price}</li>`).join('')}</ul>
<p>Total a pagar: <strong data-total>${total.toFixed(2)}</strong></p>
<form method="post" action="/checkout/v1/pay">
<input type="hidden" name="pref_id" value="${preference.id}">
<label>Cuotas <select name="installments">${Array.from({ length: max }, (_, n) => `<option>${n + 1}</option>`).join('')}</select></label>
<p><button name="outcome" value="approved">Pagar</button> <button name="outcome" value="rejected">Rechazar el pago</button></p>
</form></body></html>`);
      return;
    }
    if (request.method === 'POST' && path === '/checkout/v1/pay') {
      const form = new URLSearchParams(await readBody(request));
      const preference = preferences.find((p) => p.id === form.get('pref_id'));
      if (!preference) return json(response, 404, { message: 'preference not found' });
      const body = preference.body as {
        items: { quantity: number; unit_price: number }[];
        external_reference: string;
        notification_url?: string;
        back_urls: { success: string; failure: string; pending: string };
      };
      const outcome = form.get('outcome') === 'rejected' ? 'rejected' : 'approved';
      const payment = fake.createPayment({
        externalReference: body.external_reference,
        amount:
          Math.round(body.items.reduce((s, i) => s + i.quantity * i.unit_price, 0) * 100) / 100,
        status: outcome,
        statusDetail: outcome === 'rejected' ? 'cc_rejected_insufficient_amount' : 'accredited',
        installments: Number(form.get('installments') ?? 1),
        notificationUrl: body.notification_url ?? null,
      });
      if (payment.notification_url) await fake.notify(payment.id, { action: 'payment.created' });
      const back = new URL(
        outcome === 'approved' ? body.back_urls.success : body.back_urls.failure,
      );
      for (const [key, value] of Object.entries({
        collection_id: payment.id,
        collection_status: payment.status,
        payment_id: payment.id,
        status: payment.status,
        external_reference: payment.external_reference,
        preference_id: preference.id,
      }))
        back.searchParams.set(key, value);
      response.writeHead(302, { location: back.toString() });
      response.end();
      return;
    }

    // The API: the access token is required, as Mercado Pago's.
    if (request.headers.authorization !== `Bearer ${accessToken}`) {
      return json(response, 401, { message: 'invalid access token', status: 401 });
    }
    if (fake.failing) return json(response, 500, { message: 'internal error', status: 500 });
    // The SDK posts to /checkout/preferences/ (trailing slash), as Mercado Pago accepts.
    if (request.method === 'POST' && path.replace(/\/$/, '') === '/checkout/preferences') {
      const body = JSON.parse(await readBody(request)) as Record<string, unknown>;
      const id = `${Math.floor(Math.random() * 1e9)}-${randomUUID()}`;
      preferences.push({
        id,
        body,
        idempotencyKey: request.headers['x-idempotency-key'] as string | undefined,
      });
      return json(response, 201, {
        ...body,
        id,
        collector_id: FAKE_COLLECTOR_ID,
        init_point: `${url}/checkout/v1/redirect?pref_id=${id}`,
        sandbox_init_point: `${url}/checkout/v1/redirect?pref_id=${id}`,
        date_created: new Date().toISOString(),
      });
    }
    const stored = /^\/checkout\/preferences\/([\w-]+)$/.exec(path);
    if (request.method === 'GET' && stored?.[1]) {
      const preference = preferences.find((p) => p.id === stored[1]);
      if (!preference) return json(response, 404, { message: 'preference not found', status: 404 });
      return json(response, 200, {
        ...preference.body,
        id: preference.id,
        collector_id: FAKE_COLLECTOR_ID,
      });
    }
    if (request.method === 'GET' && path === '/v1/payments/search') {
      const reference = address.searchParams.get('external_reference');
      const results = [...payments.values()].filter(
        (p) => reference === null || p.external_reference === reference,
      );
      return json(response, 200, {
        paging: { total: results.length, limit: 100, offset: 0 },
        results,
      });
    }
    const refundOf = /^\/v1\/payments\/(\d+)\/refunds$/.exec(path);
    if (request.method === 'POST' && refundOf?.[1]) return refund(request, response, refundOf[1]);
    const one = /^\/v1\/payments\/(\d+)$/.exec(path);
    if (request.method === 'GET' && one?.[1]) {
      const payment = payments.get(one[1]);
      if (!payment) return json(response, 404, { message: 'Payment not found', status: 404 });
      return json(response, 200, payment);
    }
    return json(response, 404, { message: 'resource not found', status: 404 });
  }

  /**
   * POST /v1/payments/:id/refunds as Mercado Pago answers it: 201 with the refund; 400 without an
   * X-Idempotency-Key (4292), on a payment that is not approved (2063), or for more than is left.
   */
  async function refund(request: IncomingMessage, response: ServerResponse, id: string) {
    const key = request.headers['x-idempotency-key'];
    const raw = await readBody(request);
    if (typeof key !== 'string' || key === '')
      return json(response, 400, {
        message: 'Header-X-Idempotency-Key-can’t-be-null',
        status: 400,
        error: '4292',
      });
    const seen = refundsByKey.get(key);
    if (seen) {
      fake.refundRequests.push({ idempotencyKey: key, refundId: seen.id });
      return json(response, 201, seen);
    }
    const payment = payments.get(id);
    if (!payment)
      return json(response, 404, { message: 'Payment not found', status: 404, error: '2000' });
    const body = (raw ? JSON.parse(raw) : {}) as { amount?: unknown };
    const left =
      Math.round((payment.transaction_amount - payment.transaction_amount_refunded) * 100) / 100;
    const amount = body.amount === undefined ? left : Number(body.amount);
    fake.refundRequests.push({ idempotencyKey: key, refundId: null });
    if (payment.status !== 'approved')
      return json(response, 400, {
        message: 'The action requested is not valid for the current payment state',
        status: 400,
        error: '2063',
      });
    if (!Number.isFinite(amount) || amount <= 0)
      return json(response, 400, {
        message: 'amount attribute must be positive',
        status: 400,
        error: '4040',
      });
    if (amount > left + 0.001)
      return json(response, 400, {
        message: 'Invalid refund amount',
        status: 400,
        error: 'invalid_refund_amount',
      });
    const created: FakeRefund = {
      id: nextRefundId++,
      payment_id: Number(payment.id),
      amount,
      metadata: {},
      source: { id: String(FAKE_COLLECTOR_ID), name: 'Vendedor de prueba', type: 'collector' },
      date_created: new Date().toISOString(),
      unique_sequence_number: null,
      refund_mode: 'standard',
      adjustment_amount: 0,
      status: 'approved',
    };
    refundsByKey.set(key, created);
    fake.refundRequests[fake.refundRequests.length - 1] = {
      idempotencyKey: key,
      refundId: created.id,
    };
    const refunded = Math.round((payment.transaction_amount_refunded + amount) * 100) / 100;
    const full = refunded >= payment.transaction_amount;
    fake.update(payment.id, {
      refunds: [...payment.refunds, created],
      transaction_amount_refunded: refunded,
      ...(full ? { status: 'refunded', status_detail: 'refunded' } : {}),
    });
    const notify = () =>
      payment.notification_url
        ? fake.notify(payment.id, { action: 'payment.updated' })
        : Promise.resolve(0);
    if (fake.refundNotification === 'before') {
      const sent = notify();
      sentRefundNotifications.push(sent);
      await sent;
    }
    json(response, 201, created);
    if (fake.refundNotification === 'after') {
      sentRefundNotifications.push(new Promise((resolve) => setImmediate(resolve)).then(notify));
    }
  }

  const server: Server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      json(response, 500, { message: String(error) });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.url = url;
  return fake;
}
