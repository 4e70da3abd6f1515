import path from 'node:path';
import { z } from 'zod';

const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyAsUnset, schema.optional());

const ConfigSchema = z.object({
  PORT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyAsUnset, z.string().default('0.0.0.0')),
  DATA_DIR: z.preprocess(emptyAsUnset, z.string().default('./data')),
  DATABASE_URL: optional(
    z.string().regex(/^postgres(ql)?:\/\//, 'debe empezar con postgres:// o postgresql://'),
  ),
  ADMIN_EMAIL: optional(z.email('debe ser un correo electrónico válido')),
  ADMIN_PASSWORD: optional(z.string().min(8, 'debe tener al menos 8 caracteres')),
  DEMO_DATA: z.preprocess(emptyAsUnset, z.enum(['on', 'off']).default('on')),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'debe empezar con smtp:// o smtps://')),
  PUBLIC_URL: optional(
    z.url('debe ser una URL absoluta').transform((url) => url.replace(/\/+$/, '')),
  ),
  ORDER_RATE_LIMIT: z.preprocess(emptyAsUnset, z.coerce.number().int().min(1).default(10)),
  TRUST_PROXY: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(
        /^(true|false|[\d.:/a-fA-F, ]+)$/,
        'debe ser true, false o las direcciones IP del proxy',
      )
      .default('false'),
  ),
  LOG_LEVEL: z.preprocess(
    emptyAsUnset,
    z
      .enum(
        ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
        'debe ser fatal, error, warn, info, debug, trace o silent',
      )
      .default('info'),
  ),
  // Product images in an S3-compatible bucket (credentials: the AWS SDK's usual AWS_* variables).
  S3_BUCKET: optional(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'debe ser un nombre de bucket S3 válido'),
  ),
  S3_ENDPOINT: optional(
    z.url({ protocol: /^https?$/, error: 'debe ser una URL http:// o https://' }),
  ),
  S3_REGION: optional(z.string().regex(/^[a-z0-9-]+$/, 'debe ser una región como us-east-1')),
  S3_FORCE_PATH_STYLE: z.preprocess(
    emptyAsUnset,
    z.enum(['true', 'false'], 'debe ser true o false').default('false'),
  ),
  S3_PUBLIC_URL: optional(
    z
      .url({ protocol: /^https?$/, error: 'debe ser una URL http:// o https://' })
      .transform((url) => url.replace(/\/+$/, '')),
  ),
  // Mercado Pago Checkout Pro: both or neither; never logged, never stored.
  MP_ACCESS_TOKEN: optional(
    z.string().regex(/^\S{10,300}$/, 'debe ser un access token de Mercado Pago'),
  ),
  MP_WEBHOOK_SECRET: optional(
    z.string().regex(/^\S{8,300}$/, 'debe ser la clave secreta de las notificaciones'),
  ),
  /** Test-only: where the SDK sends its requests (a local fake of Mercado Pago's API). */
  MP_API_BASE_URL: optional(
    z
      .url({ protocol: /^https?$/, error: 'debe ser una URL http:// o https://' })
      .transform((url) => url.replace(/\/+$/, '')),
  ),
  // ARCA's certificate and key (factura electrónica): files, both or neither; never stored.
  ARCA_CERT_FILE: optional(z.string()),
  ARCA_KEY_FILE: optional(z.string()),
  /** Test-only: a fake of ARCA's WSAA and WSFEv1 instead of the environment's addresses. */
  ARCA_WSAA_URL: optional(
    z.url({ protocol: /^https?$/, error: 'debe ser una URL http:// o https://' }),
  ),
  ARCA_WSFE_URL: optional(
    z.url({ protocol: /^https?$/, error: 'debe ser una URL http:// o https://' }),
  ),
});

/** Fastify's trustProxy: off, every proxy, or the proxies' addresses (IPs or CIDR, commas). */
function parseTrustProxy(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return value;
}

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  admin: { email: string; password: string } | undefined;
  demoData: boolean;
  smtpUrl: string | undefined;
  publicUrl: string;
  /** Cookies get the Secure flag when the shop is served over HTTPS. */
  secureCookies: boolean;
  /** Orders one address may place in 10 minutes. */
  orderRateLimit: number;
  /**
   * Behind a reverse proxy: take the client's address and protocol from X-Forwarded-For/-Proto
   * (rate limits and sign-in throttling per real client; Secure cookies when the proxy says https).
   */
  trustProxy: boolean | string;
  /** Product images in an S3-compatible bucket instead of DATA_DIR/uploads. */
  s3: S3Config | undefined;
  /** The server log's level (pino). */
  logLevel: string;
  /** Mercado Pago Checkout Pro; undefined: the option does not appear. */
  mercadoPago: MercadoPagoConfig | undefined;
  /** ARCA's certificate files; undefined: the shop does not invoice. */
  arca: ArcaConfig | undefined;
}

export interface ArcaConfig {
  certificateFile: string;
  keyFile: string;
  /** Test-only: fakes of ARCA's services instead of the environment's addresses. */
  wsaaUrl: string | undefined;
  wsfeUrl: string | undefined;
}

export interface MercadoPagoConfig {
  accessToken: string;
  /** The "clave secreta" of the application's webhooks (x-signature). */
  webhookSecret: string;
  /** Test-only: a fake of Mercado Pago's API instead of https://api.mercadopago.com. */
  apiBaseUrl: string | undefined;
}

export interface S3Config {
  bucket: string;
  /** Another S3-compatible service (R2, MinIO…); unset means AWS. */
  endpoint: string | undefined;
  region: string;
  /** bucket in the path (http://host/bucket/key) rather than the host name: MinIO and the like. */
  forcePathStyle: boolean;
  /** Where browsers fetch the images (a CDN in front of the bucket); unset: this app at /uploads/. */
  publicUrl: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuración inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Parses the environment once; throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const c = parsed.data;
  if ((c.ADMIN_EMAIL === undefined) !== (c.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError(['ADMIN_EMAIL y ADMIN_PASSWORD: se deben definir juntas']);
  }
  const s3Settings = [c.S3_ENDPOINT, c.S3_REGION, c.S3_PUBLIC_URL].some((v) => v !== undefined);
  if (!c.S3_BUCKET && s3Settings) {
    throw new ConfigError([
      'S3_BUCKET: hace falta para usar S3_ENDPOINT, S3_REGION o S3_PUBLIC_URL',
    ]);
  }
  if ((c.MP_ACCESS_TOKEN === undefined) !== (c.MP_WEBHOOK_SECRET === undefined)) {
    throw new ConfigError(['MP_ACCESS_TOKEN y MP_WEBHOOK_SECRET: se deben definir juntas']);
  }
  if ((c.ARCA_CERT_FILE === undefined) !== (c.ARCA_KEY_FILE === undefined)) {
    throw new ConfigError(['ARCA_CERT_FILE y ARCA_KEY_FILE: se deben definir juntas']);
  }
  const publicUrl = c.PUBLIC_URL ?? `http://localhost:${c.PORT}`;
  return {
    port: c.PORT,
    host: c.HOST,
    dataDir: path.resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL,
    admin:
      c.ADMIN_EMAIL && c.ADMIN_PASSWORD
        ? { email: c.ADMIN_EMAIL.toLowerCase(), password: c.ADMIN_PASSWORD }
        : undefined,
    demoData: c.DEMO_DATA === 'on',
    smtpUrl: c.SMTP_URL,
    publicUrl,
    secureCookies: publicUrl.startsWith('https://'),
    orderRateLimit: c.ORDER_RATE_LIMIT,
    trustProxy: parseTrustProxy(c.TRUST_PROXY),
    logLevel: c.LOG_LEVEL,
    mercadoPago:
      c.MP_ACCESS_TOKEN && c.MP_WEBHOOK_SECRET
        ? {
            accessToken: c.MP_ACCESS_TOKEN,
            webhookSecret: c.MP_WEBHOOK_SECRET,
            apiBaseUrl: c.MP_API_BASE_URL,
          }
        : undefined,
    arca:
      c.ARCA_CERT_FILE && c.ARCA_KEY_FILE
        ? {
            certificateFile: path.resolve(c.ARCA_CERT_FILE),
            keyFile: path.resolve(c.ARCA_KEY_FILE),
            wsaaUrl: c.ARCA_WSAA_URL,
            wsfeUrl: c.ARCA_WSFE_URL,
          }
        : undefined,
    s3: c.S3_BUCKET
      ? {
          bucket: c.S3_BUCKET,
          endpoint: c.S3_ENDPOINT,
          // The SDK's own variable when ours is unset; R2 and MinIO accept any (us-east-1).
          region: c.S3_REGION ?? env.AWS_REGION ?? 'us-east-1',
          forcePathStyle: c.S3_FORCE_PATH_STYLE === 'true',
          publicUrl: c.S3_PUBLIC_URL,
        }
      : undefined,
  };
}
