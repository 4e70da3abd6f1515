import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type AppOptions, buildApp } from '#server/app';
import { loadConfig } from '#server/config';
import type { Db } from '#server/db/client';
import type { MailMessage, MailTransport } from '#server/lib/mail';
import { type Engine, openTestDatabase } from './databases';
import { createUser } from './factories';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  dataDir: string;
  /** The PostgreSQL database's URL (another app can share it); undefined on PGlite. */
  databaseUrl: string | undefined;
  /** Every e-mail the app sent (after app.shop.mail.flush()). */
  sentMail: MailMessage[];
  /** Signs a new user of that role in and returns its Cookie header. */
  signIn(
    role: 'editor' | 'super_admin',
  ): Promise<{ cookie: string; userId: string; email: string }>;
  close(): Promise<void>;
}

export function sessionCookie(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'sid');
  if (!cookie) throw new Error('no session cookie in the response');
  return `sid=${cookie.value}`;
}

export interface TestAppOptions extends Pick<AppOptions, 'onRoute' | 'storefront'> {
  /** A built client for the app to serve, as path → content (index.html, .vite/manifest.json…). */
  clientFiles?: Record<string, string>;
}

/** The real app on a fresh migrated database, with mail captured in memory. */
export async function createTestApp(
  engine: Engine,
  env: NodeJS.ProcessEnv = {},
  { clientFiles, ...options }: TestAppOptions = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'shop-test-'));
  let clientDir: string | undefined;
  if (clientFiles) {
    clientDir = path.join(dataDir, 'client');
    for (const [name, content] of Object.entries(clientFiles)) {
      await mkdir(path.dirname(path.join(clientDir, name)), { recursive: true });
      await writeFile(path.join(clientDir, name), content);
    }
  }
  const database = await openTestDatabase(engine);
  const sentMail: MailMessage[] = [];
  const transport: MailTransport = {
    async send(_from, message) {
      sentMail.push(message);
    },
  };
  const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'off', ...env });
  const app = await buildApp({
    config,
    database,
    clientDir,
    mailTransport: transport,
    // Each test runs the clean-up's steps itself, with its own clock.
    housekeeping: false,
    // A served client comes with its route table, as in production (loaded only then: it is the
    // whole storefront's code).
    storefront: clientFiles ? (await import('#client/render-page')).createStorefront : undefined,
    ...options,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    dataDir,
    databaseUrl: database.url,
    sentMail,
    async signIn(role) {
      const user = await createUser(database.db, { role });
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
      });
      if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.body}`);
      return { cookie: sessionCookie(response), userId: user.id, email: user.email };
    },
    async close() {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
