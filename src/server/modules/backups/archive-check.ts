import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import { isSafeKey } from '#server/lib/storage';

/** What a restore accepts: about a thousand times the shop's own images and database. */
export const RESTORE_LIMITS = {
  /** A stored image is a re-encoded upload of at most 10 MB. */
  fileBytes: 64 * 1024 * 1024,
  /** database.json is read as one text; V8's longest string is about 512 MB. */
  databaseBytes: 512 * 1024 * 1024,
  totalBytes: 32 * 1024 * 1024 * 1024,
  entries: 500_000,
};

const MiB = 1024 * 1024;

export const RESTORE_MESSAGES = {
  notAnArchive: 'El archivo no es una copia de la tienda (un .tar.gz hecho con npm run backup).',
  noDatabase: 'La copia no tiene database.json: no es una copia de la tienda.',
  unsafeName: (name: string) =>
    `La copia tiene un nombre no permitido (${JSON.stringify(name)}): solo se restauran database.json y uploads/ con nombres simples. No se restauró nada.`,
  notPlain: (name: string, kind: string) =>
    `La copia tiene ${kind} en ${JSON.stringify(name)}: solo se restauran archivos y carpetas comunes. No se restauró nada.`,
  tooLarge: (name: string, limitBytes: number) =>
    `${JSON.stringify(name)} supera el tamaño permitido (${Math.round(limitBytes / MiB)} MB). No se restauró nada.`,
  tooLargeTotal: `La copia supera el tamaño total permitido (${RESTORE_LIMITS.totalBytes / 1024 / MiB} GB). No se restauró nada.`,
  tooManyEntries: `La copia tiene más de ${RESTORE_LIMITS.entries.toLocaleString('es-AR')} archivos. No se restauró nada.`,
} as const;

/** A backup that cannot be restored, with the reason in Spanish. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RestoreRefusedError';
  }
}

const KINDS: Record<string, string> = {
  '1': 'un enlace duro',
  '2': 'un enlace simbólico',
  '3': 'un dispositivo de caracteres',
  '4': 'un dispositivo de bloques',
  '6': 'una FIFO',
  K: 'un enlace simbólico',
};

/** Reads exact byte counts from a stream of chunks. */
class Bytes {
  private buffered = Buffer.alloc(0);
  private readonly chunks: AsyncIterator<Buffer>;
  constructor(source: AsyncIterable<Buffer>) {
    this.chunks = source[Symbol.asyncIterator]();
  }

  /** The next n bytes, or fewer when the stream ends first. */
  async take(n: number): Promise<Buffer> {
    while (this.buffered.length < n) {
      const next = await this.chunks.next();
      if (next.done) break;
      this.buffered = Buffer.concat([this.buffered, next.value]);
    }
    const out = this.buffered.subarray(0, n);
    this.buffered = this.buffered.subarray(n);
    return out;
  }

  async skip(n: number): Promise<void> {
    let left = n;
    while (left > 0) {
      const piece = await this.take(Math.min(left, MiB));
      if (piece.length === 0) throw new RestoreRefusedError(RESTORE_MESSAGES.notAnArchive);
      left -= piece.length;
    }
  }
}

const text = (field: Buffer) => {
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? field.length : end).toString('utf8');
};

function numberField(field: Buffer): number {
  // GNU's base-256 form (top bit set) holds sizes past 8 GB.
  if ((field[0] ?? 0) & 0x80) {
    let value = (field[0] ?? 0) & 0x7f;
    for (const byte of field.subarray(1)) value = value * 256 + byte;
    return value;
  }
  const digits = text(field).trim();
  if (!/^[0-7]*$/.test(digits)) throw new RestoreRefusedError(RESTORE_MESSAGES.notAnArchive);
  return digits === '' ? 0 : parseInt(digits, 8);
}

function checksumHolds(header: Buffer): boolean {
  let sum = 0;
  for (let i = 0; i < 512; i++) sum += i >= 148 && i < 156 ? 32 : (header[i] ?? 0);
  return sum === numberField(header.subarray(148, 156));
}

/** A pax extended header's records ("length key=value\n"). */
function paxRecords(data: Buffer): Map<string, string> {
  const records = new Map<string, string>();
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    const length = Number(data.subarray(at, space).toString('ascii'));
    if (space === -1 || !Number.isInteger(length) || length <= 0) break;
    const record = data.subarray(space + 1, at + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    if (equals > 0) records.set(record.slice(0, equals), record.slice(equals + 1));
    at += length;
  }
  return records;
}

const pad = (size: number) => Math.ceil(size / 512) * 512;

/**
 * Reads every entry of a backup archive, without writing anything, and throws
 * RestoreRefusedError unless it holds only database.json and plain files and folders under
 * uploads/ whose names are storage keys (lib/storage.ts), each within RESTORE_LIMITS. A link,
 * a device or a name such as ../x or /etc/x, which tar would write or follow outside the
 * restored folder, refuses the whole archive. GNU long names and pax headers are read as tar
 * reads them, so the name checked is the name tar would write.
 */
export async function checkBackupArchive(file: string): Promise<void> {
  const input = createReadStream(file);
  const source = createGunzip();
  input.on('error', (error) => source.destroy(error)).pipe(source);
  const bytes = new Bytes(source);
  let total = 0;
  let entries = 0;
  let hasDatabase = false;
  let longName: string | undefined;
  let pax = new Map<string, string>();
  try {
    for (;;) {
      const header = await bytes.take(512);
      if (header.length < 512) throw new RestoreRefusedError(RESTORE_MESSAGES.notAnArchive);
      if (header.every((b) => b === 0)) break;
      if (!checksumHolds(header)) throw new RestoreRefusedError(RESTORE_MESSAGES.notAnArchive);
      if (++entries > RESTORE_LIMITS.entries)
        throw new RestoreRefusedError(RESTORE_MESSAGES.tooManyEntries);
      const type = String.fromCharCode(header[156] ?? 0);
      const ustar = header.subarray(257, 263).toString('latin1') === 'ustar\0';
      const prefix = ustar ? text(header.subarray(345, 500)) : '';
      const headerName = prefix
        ? `${prefix}/${text(header.subarray(0, 100))}`
        : text(header.subarray(0, 100));
      const name = pax.get('path') ?? longName ?? headerName;
      const paxSize = pax.get('size');
      const size = paxSize === undefined ? numberField(header.subarray(124, 136)) : Number(paxSize);
      if (!Number.isSafeInteger(size) || size < 0)
        throw new RestoreRefusedError(RESTORE_MESSAGES.notAnArchive);

      if (type === 'L' || type === 'x') {
        if (size > MiB) throw new RestoreRefusedError(RESTORE_MESSAGES.notAnArchive);
        const data = await bytes.take(pad(size));
        if (type === 'L') longName = text(data.subarray(0, size));
        else pax = paxRecords(data.subarray(0, size));
        continue;
      }
      longName = undefined;
      pax = new Map();

      const kind = KINDS[type];
      if (kind) throw new RestoreRefusedError(RESTORE_MESSAGES.notPlain(name, kind));
      const isFile = type === '0' || type === '\0';
      const isFolder = type === '5';
      if (!isFile && !isFolder)
        throw new RestoreRefusedError(
          RESTORE_MESSAGES.notPlain(name, `una entrada de tipo ${type}`),
        );
      const bare = isFolder ? name.replace(/\/$/, '') : name;
      const key = bare.startsWith('uploads/') ? bare.slice('uploads/'.length) : null;
      const allowed = isFolder
        ? bare === 'uploads' || (key !== null && isSafeKey(key))
        : bare === 'database.json' || (key !== null && isSafeKey(key));
      if (!allowed) throw new RestoreRefusedError(RESTORE_MESSAGES.unsafeName(name));
      if (bare === 'database.json') hasDatabase = true;
      const limit =
        bare === 'database.json' ? RESTORE_LIMITS.databaseBytes : RESTORE_LIMITS.fileBytes;
      if (size > limit) throw new RestoreRefusedError(RESTORE_MESSAGES.tooLarge(name, limit));
      total += size;
      if (total > RESTORE_LIMITS.totalBytes)
        throw new RestoreRefusedError(RESTORE_MESSAGES.tooLargeTotal);
      await bytes.skip(pad(size));
    }
  } catch (error) {
    if (error instanceof RestoreRefusedError) throw error;
    // Not gzip, or cut short: zlib's and the file's own errors say nothing a person can act on.
    throw new RestoreRefusedError(RESTORE_MESSAGES.notAnArchive);
  } finally {
    input.destroy();
    source.destroy();
  }
  if (!hasDatabase) throw new RestoreRefusedError(RESTORE_MESSAGES.noDatabase);
}
