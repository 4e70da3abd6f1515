import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { mailQueue } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
}

export interface MailTransport {
  send(from: string, message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set, otherwise one .eml file per message in DATA_DIR/outbox. */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  outboxDir: string;
  log: FastifyBaseLogger;
}): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(from, message) {
        await smtp.sendMail({ from, ...message });
      },
    };
  }
  const files = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(from, message) {
      const info = await files.sendMail({ from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      options.log.info({ file, to: message.to }, 'e-mail written to the outbox');
    },
  };
}

const MAX_ATTEMPTS = 8;
const backoffMs = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 6 * 60 * 60 * 1000);

/**
 * Mail goes through a table so a send that fails (SMTP down) is retried with backoff and never
 * blocks or loses the order that caused it.
 */
export class MailQueue {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly from: () => Promise<string>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async enqueue(message: MailMessage): Promise<void> {
    await this.db.insert(mailQueue).values({ ...message, nextAttemptAt: new Date() });
    this.kick();
  }

  /** Starts sending in the background now; errors are logged. */
  kick(): void {
    void this.flush().catch((err: unknown) => this.log.error({ err }, 'mail queue failed'));
  }

  /** Sends every due message once; resolves when done (tests await it). */
  flush(): Promise<void> {
    this.running ??= this.sendDue().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  start(intervalMs = 30_000): void {
    this.timer = setInterval(() => this.kick(), intervalMs);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private async sendDue(): Promise<void> {
    const due = await this.db
      .select()
      .from(mailQueue)
      .where(and(isNull(mailQueue.sentAt), lte(mailQueue.nextAttemptAt, new Date())))
      .orderBy(asc(mailQueue.createdAt))
      .limit(50);
    if (due.length === 0) return;
    const from = await this.from();
    for (const mail of due) {
      if (mail.attempts >= MAX_ATTEMPTS) continue;
      try {
        await this.transport.send(from, {
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html ?? undefined,
        });
        await this.db
          .update(mailQueue)
          .set({ sentAt: new Date(), lastError: null })
          .where(eq(mailQueue.id, mail.id));
      } catch (err) {
        const attempts = mail.attempts + 1;
        this.log.error(
          { err, mailId: mail.id, to: mail.to, attempts },
          'e-mail send failed; will retry',
        );
        await this.db
          .update(mailQueue)
          .set({
            attempts,
            lastError: String(err),
            nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
          })
          .where(eq(mailQueue.id, mail.id));
      }
    }
  }
}
