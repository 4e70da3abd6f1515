import { MercadoPagoConfig, Payment, PaymentRefund, Preference } from 'mercadopago';
import type { PreferenceRequest } from 'mercadopago/dist/clients/preference/commonTypes';
import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import type { MercadoPagoConfig as ShopMercadoPagoConfig } from '#server/config';

/** What the shop reads of a Mercado Pago payment (GET /v1/payments/:id, /v1/payments/search). */
export interface MercadoPagoPayment {
  id: string;
  status: string;
  statusDetail: string | null;
  /** The preference's external_reference, as Mercado Pago keeps it. */
  externalReference: string | null;
  amount: number;
  /** ISO 4217 ('ARS'); null when Mercado Pago did not say. */
  currencyId: string | null;
  /** The account the money went to; null when Mercado Pago did not say. */
  collectorId: string | null;
  refunded: number;
  /** Its refunds Mercado Pago approved, each once under its own id. */
  refunds: MercadoPagoRefund[];
  installments: number | null;
  /** When it was approved (or, lacking that, last changed): the day the money counts from. */
  date: Date;
}

/** A refund of a payment, as the refunds API answers it or the payment lists it. */
export interface MercadoPagoRefund {
  id: string;
  amount: number;
  /** 'approved' is money given back; anything else has not moved yet. */
  status: string;
}

/** Mercado Pago refused the refund (4xx): what it said, for staff. */
export class MercadoPagoRefundRefused extends Error {}

export type PreferenceBody = PreferenceRequest;

export interface CreatedPreference {
  id: string;
  initPoint: string;
  /** The account the preference charges to, when Mercado Pago says it. */
  collectorId: string | null;
}

/**
 * The shop's one door to Mercado Pago's API, through the official SDK. Only these three calls
 * are made; the tests fake exactly them (test/servers/mercado-pago.ts).
 */
export interface MercadoPagoApi {
  createPreference(body: PreferenceBody, idempotencyKey: string): Promise<CreatedPreference>;
  getPayment(id: string): Promise<MercadoPagoPayment>;
  searchPayments(externalReference: string): Promise<MercadoPagoPayment[]>;
  /**
   * POST /v1/payments/:id/refunds for `amount`; the same idempotency key answers the same refund,
   * so a retried or doubled request never gives the money back twice.
   */
  refundPayment(
    paymentId: string,
    amount: number,
    idempotencyKey: string,
  ): Promise<MercadoPagoRefund>;
}

interface RawPayment {
  id?: string | number;
  status?: string;
  status_detail?: string;
  external_reference?: string;
  transaction_amount?: number;
  currency_id?: string;
  collector_id?: string | number;
  transaction_amount_refunded?: number;
  refunds?: RawRefund[];
  installments?: number;
  date_approved?: string;
  date_last_updated?: string;
  date_created?: string;
}

interface RawRefund {
  id?: string | number;
  amount?: number;
  status?: string;
}

function readRefund(raw: RawRefund): MercadoPagoRefund {
  if (raw.id === undefined || raw.amount === undefined)
    throw new Error('Mercado Pago answered a refund without id or amount');
  return { id: String(raw.id), amount: Number(raw.amount), status: raw.status ?? 'approved' };
}

function readPayment(raw: RawPayment): MercadoPagoPayment {
  if (raw.id === undefined || typeof raw.status !== 'string') {
    throw new Error('Mercado Pago answered a payment without id or status');
  }
  const date = raw.date_approved ?? raw.date_last_updated ?? raw.date_created;
  return {
    id: String(raw.id),
    status: raw.status,
    statusDetail: raw.status_detail ?? null,
    externalReference: raw.external_reference ?? null,
    amount: Number(raw.transaction_amount ?? 0),
    currencyId: raw.currency_id ?? null,
    collectorId: raw.collector_id === undefined ? null : String(raw.collector_id),
    refunded: Number(raw.transaction_amount_refunded ?? 0),
    refunds: (raw.refunds ?? []).map(readRefund),
    installments: raw.installments ?? null,
    date: date ? new Date(date) : new Date(),
  };
}

export function mercadoPagoApi(config: ShopMercadoPagoConfig): MercadoPagoApi {
  // The SDK has no per-client base URL: MP_API_BASE_URL (tests only) moves its one constant.
  if (config.apiBaseUrl) Reflect.set(AppConfig, 'BASE_URL', config.apiBaseUrl);
  // Short: a notification waits on these calls, and Mercado Pago retries what fails.
  const client = new MercadoPagoConfig({
    accessToken: config.accessToken,
    options: { timeout: 10_000, maxRetries: 1, initialDelay: 200 },
  });
  const payments = new Payment(client);
  const preferences = new Preference(client);
  const refunds = new PaymentRefund(client);
  return {
    async createPreference(body, idempotencyKey) {
      const created = await preferences.create({ body, requestOptions: { idempotencyKey } });
      if (!created.init_point || !created.id)
        throw new Error('Mercado Pago answered a preference without id or init_point');
      const collector = created.collector_id;
      return {
        id: created.id,
        initPoint: created.init_point,
        collectorId: collector === undefined || collector === null ? null : String(collector),
      };
    },
    async getPayment(id) {
      return readPayment(await payments.get({ id }));
    },
    async searchPayments(externalReference) {
      const found = await payments.search({
        options: { external_reference: externalReference, limit: 100, offset: 0 },
      });
      return (found.results ?? []).map((raw) => readPayment(raw));
    },
    async refundPayment(paymentId, amount, idempotencyKey) {
      try {
        const answer = await refunds.create({
          payment_id: paymentId,
          body: { amount },
          requestOptions: { idempotencyKey },
        });
        return readRefund(answer);
      } catch (error) {
        const status = Reflect.get(Object(error), 'status');
        if (typeof status === 'number' && status >= 400 && status < 500)
          throw new MercadoPagoRefundRefused(String(Reflect.get(Object(error), 'message') ?? ''));
        throw error;
      }
    },
  };
}
