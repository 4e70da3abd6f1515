import { gzipSync } from 'node:zlib';

/**
 * Tar archives written by hand for the restore tests: any entry type (links, devices, FIFOs),
 * any name (absolute, with ..), GNU long names, pax headers and declared sizes with no data
 * behind them, as a crafted backup may hold.
 */
export interface TarEntry {
  name: string;
  /** '0' file, '1' hard link, '2' symlink, '3' char device, '4' block device, '5' folder, '6' FIFO. */
  type?: string;
  data?: string | Buffer;
  linkname?: string;
  /** The size the header declares; by default the data's. */
  declaredSize?: number;
}

function header(name: string, type: string, size: number, linkname = ''): Buffer {
  const block = Buffer.alloc(512);
  block.write(name.slice(0, 100), 0, 'utf8');
  block.write('0000644\0', 100, 'ascii');
  block.write('0000000\0', 108, 'ascii');
  block.write('0000000\0', 116, 'ascii');
  block.write(`${size.toString(8).padStart(11, '0')}\0`, 124, 'ascii');
  block.write('14712345670\0', 136, 'ascii');
  block.write(type, 156, 'ascii');
  block.write(linkname.slice(0, 100), 157, 'utf8');
  block.write('ustar  \0', 257, 'ascii');
  block.fill(0x20, 148, 156);
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'ascii');
  return block;
}

const padded = (data: Buffer) =>
  Buffer.concat([data, Buffer.alloc((512 - (data.length % 512)) % 512)]);

/** A GNU long name ('L') followed by the entry it names. */
export const longName = (name: string, entry: Omit<TarEntry, 'name'>): Buffer[] => [
  header('././@LongLink', 'L', Buffer.byteLength(name) + 1),
  padded(Buffer.from(`${name}\0`)),
  ...tarEntry({ ...entry, name: name.slice(0, 100) }),
];

/** A pax extended header ('x') whose path replaces the next entry's name. */
export function paxPath(path: string, entry: TarEntry): Buffer[] {
  const body = ` path=${path}\n`;
  let length = body.length + 1;
  while (String(length).length + body.length !== length) length += 1;
  const record = Buffer.from(`${length}${body}`);
  return [header('PaxHeader', 'x', record.length), padded(record), ...tarEntry(entry)];
}

export function tarEntry(entry: TarEntry): Buffer[] {
  const data = Buffer.from(entry.data ?? '');
  const size = entry.declaredSize ?? data.length;
  return [header(entry.name, entry.type ?? '0', size, entry.linkname), padded(data)];
}

/** A .tar.gz of the given blocks (tarEntry, longName, paxPath), ended as tar ends it. */
export const tarGz = (blocks: Buffer[]): Buffer =>
  gzipSync(Buffer.concat([...blocks, Buffer.alloc(1024)]));
