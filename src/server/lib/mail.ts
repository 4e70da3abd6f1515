import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '../db/client';
import { mailQueue } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | undefined;
  /** Where an answer goes: the customer on the shop's notice, the shop on the customer's mail. */
  replyTo?: string | undefined;
}

export interface MailTransport {
  send(from: string, message: MailMessage): Promise<void>;
  /** Closes any connection kept open between messages. */
  close?(): void;
}

/** SMTP when SMTP_URL is set, otherwise one .eml file per message in DATA_DIR/outbox. */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  outboxDir: string;
  log: FastifyBaseLogger;
}): MailTransport {
  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport({
      url: options.smtpUrl,
      // One connection kept open and reused: the queue sends one message at a time, and a new
      // connection per message cost more than the message (300 queued: 27 s, pooled: a few).
      pool: true,
      maxConnections: 1,
      // Each well under MAIL_LEASE_SECONDS: a send never outlives its claim on the message.
      connectionTimeout: 30_000,
      greetingTimeout: 30_000,
      socketTimeout: 60_000,
    });
    return {
      async send(from, message) {
        await smtp.sendMail({ from, ...message });
      },
      close: () => smtp.close(),
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

/** Sends tried before a message is given up on (it stays in the table, unsent, until purged). */
export const MAX_ATTEMPTS = 8;
const backoffMs = (attempts: number) => Math.min(60_000 * 2 ** (attempts - 1), 6 * 60 * 60 * 1000);
/** Messages a sender claims at once: a crash leaves at most these waiting for the lease. */
const CLAIM_BATCH = 10;
/**
 * How long a claim keeps other processes off a message. Renewed before each send once the claim
 * is not fresh (FRESH_CLAIM_MS), so it only has to outlast one SMTP exchange (nodemailer gives up
 * on a silent server after its timeouts, set below it in createMailTransport); a sender killed
 * mid-batch delays its messages by at most this.
 */
export const MAIL_LEASE_SECONDS = 300;
/**
 * A claim younger than this still has over 4 minutes of its lease left, more than one SMTP
 * exchange can take (createMailTransport's timeouts: 2 minutes at most), and nobody else can have
 * taken the message over: it is sent without renewing (one query less per message; an order
 * queues two).
 */
const FRESH_CLAIM_MS = 60_000;

type QueuedMail = typeof mailQueue.$inferSelect;

/**
 * Mail goes through a table so a send that fails (SMTP down) is retried with backoff and never
 * blocks or loses the order that caused it. Any number of processes may send from one database:
 * each claims the messages it sends with a lease (UPDATE … WHERE id IN (SELECT … FOR UPDATE
 * SKIP LOCKED)), so a message goes out once, and a crashed sender's messages are taken up by
 * another once its lease runs out. Only a crash between the SMTP server's acceptance and the
 * UPDATE that records it can send a message twice (at-least-once: never lost).
 */
export class MailQueue {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** A kick arrived while sending: go round once more (its message may have missed the claim). */
  private again = false;
  private stopping = false;
  /** This sender's name in claimed_by: the host and pid help whoever reads the table. */
  readonly senderId = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;

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
    if (this.stopping) return;
    if (this.running) this.again = true;
    void this.flush().catch((err: unknown) => this.log.error({ err }, 'mail queue failed'));
  }

  /** Sends every due message this sender can claim; resolves when done (tests await it). */
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

  /** Finishes the message being sent and hands the rest of its claims back (shutdown). */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    this.transport.close?.();
  }

  private async sendDue(): Promise<void> {
    let from: string | undefined;
    while (!this.stopping) {
      this.again = false;
      const claimed = await this.claim();
      const claimedAt = Date.now();
      if (claimed.length === 0) {
        if (this.again) continue;
        return;
      }
      from ??= await this.from();
      for (const [i, mail] of claimed.entries()) {
        if (this.stopping) {
          await this.unclaim(claimed.slice(i));
          return;
        }
        await this.sendOne(from, mail, Date.now() - claimedAt < FRESH_CLAIM_MS);
      }
    }
  }

  /** Another process (or this one's next start) may send these at once, not after the lease. */
  private async unclaim(mails: QueuedMail[]): Promise<void> {
    await this.db
      .update(mailQueue)
      .set({ claimedUntil: null, claimedBy: null })
      .where(
        and(
          inArray(
            mailQueue.id,
            mails.map((mail) => mail.id),
          ),
          eq(mailQueue.claimedBy, this.senderId),
          isNull(mailQueue.sentAt),
        ),
      );
  }

  /** Takes up to CLAIM_BATCH due messages nobody holds (or whose holder's lease ran out). */
  private async claim(): Promise<QueuedMail[]> {
    const due = this.db
      .select({ id: mailQueue.id })
      .from(mailQueue)
      .where(
        and(
          isNull(mailQueue.sentAt),
          lte(mailQueue.nextAttemptAt, sql`now()`),
          lt(mailQueue.attempts, MAX_ATTEMPTS),
          or(isNull(mailQueue.claimedUntil), lt(mailQueue.claimedUntil, sql`now()`)),
        ),
      )
      .orderBy(asc(mailQueue.createdAt))
      .limit(CLAIM_BATCH)
      .for('update', { skipLocked: true });
    const rows = await this.db
      .update(mailQueue)
      .set({ claimedUntil: leaseEnd(), claimedBy: this.senderId })
      .where(inArray(mailQueue.id, due))
      .returning();
    return rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  }

  /** Still ours? Then the lease starts again for this one send; otherwise someone took it over. */
  private async renew(mail: QueuedMail): Promise<boolean> {
    const renewed = await this.db
      .update(mailQueue)
      .set({ claimedUntil: leaseEnd() })
      .where(
        and(
          eq(mailQueue.id, mail.id),
          eq(mailQueue.claimedBy, this.senderId),
          isNull(mailQueue.sentAt),
        ),
      )
      .returning({ id: mailQueue.id });
    return renewed.length > 0;
  }

  private async sendOne(from: string, mail: QueuedMail, freshClaim: boolean): Promise<void> {
    if (!freshClaim && !(await this.renew(mail))) return;
    try {
      await this.transport.send(from, {
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? undefined,
        replyTo: mail.replyTo ?? undefined,
      });
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
          claimedUntil: null,
          claimedBy: null,
        })
        .where(eq(mailQueue.id, mail.id));
      return;
    }
    await this.db
      .update(mailQueue)
      .set({ sentAt: new Date(), lastError: null, claimedUntil: null })
      .where(eq(mailQueue.id, mail.id));
  }
}

const leaseEnd = () => sql`now() + make_interval(secs => ${MAIL_LEASE_SECONDS})`;
