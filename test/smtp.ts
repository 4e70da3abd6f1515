import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string[];
  raw: string;
}

/**
 * A real SMTP server in the test process that keeps every message it receives; `delayMs` holds
 * each answer that long (a slow relay, so a sender can be caught mid-send).
 */
export async function startSmtp(
  port = 0,
  { delayMs = 0 } = {},
): Promise<{ port: number; inbox: Received[]; close(): Promise<void> }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // Senders keep a pooled connection open: closing waits for them at most this long.
    closeTimeout: 500,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        setTimeout(callback, delayMs);
      });
    },
  });
  // A sender killed mid-session (the kill -9 tests) resets its connection: expected, not a
  // failure of the run. smtp-server emits it as an 'error' that would otherwise be uncaught.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') console.warn('smtp-server:', error);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    port: address.port,
    inbox,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The Subject header of a received message. */
export const subjectOf = (message: Received) => /^Subject: (.*)$/m.exec(message.raw)?.[1] ?? '';
