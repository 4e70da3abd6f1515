import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Zip files written by hand for the spreadsheet limit tests: a part may be given already
 * deflated with any declared size, as a zip bomb is.
 */
export interface ZipPart {
  name: string;
  /** Deflated bytes, the unpacked size and CRC the headers declare. */
  deflated: Buffer;
  size: number;
  crc: number;
}

export const zipPart = (name: string, content: string | Buffer): ZipPart => {
  const data = typeof content === 'string' ? Buffer.from(content, 'utf8') : content;
  return { name, deflated: deflateRawSync(data), size: data.length, crc: crc32(data) };
};

/**
 * `prefix`, then `repeat` copies of `chunk`, deflated without holding them unpacked: each
 * piece is its own run of non-final blocks, then one final empty block ends the stream.
 */
export function repeatedPart(
  name: string,
  chunk: Buffer,
  repeat: number,
  prefix = Buffer.alloc(0),
): ZipPart {
  const flush = { finishFlush: constants.Z_SYNC_FLUSH };
  const block = deflateRawSync(chunk, flush);
  let crc = crc32(prefix);
  for (let i = 0; i < repeat; i++) crc = crc32(chunk, crc);
  return {
    name,
    deflated: Buffer.concat([
      deflateRawSync(prefix, flush),
      ...Array.from({ length: repeat }, () => block),
      deflateRawSync(''),
    ]),
    size: prefix.length + chunk.length * repeat,
    crc,
  };
}

export function zip(parts: ZipPart[]): Buffer {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0800, 6); // UTF-8 names
    header.writeUInt16LE(8, 8); // deflate
    header.writeUInt32LE(part.crc >>> 0, 14);
    header.writeUInt32LE(part.deflated.length, 18);
    header.writeUInt32LE(part.size, 22);
    header.writeUInt16LE(name.length, 26);
    local.push(header, name, part.deflated);
    const entry = Buffer.alloc(46);
    entry.writeUInt32LE(0x02014b50, 0);
    entry.writeUInt16LE(20, 4);
    entry.writeUInt16LE(20, 6);
    entry.writeUInt16LE(0x0800, 8);
    entry.writeUInt16LE(8, 10);
    entry.writeUInt32LE(part.crc >>> 0, 16);
    entry.writeUInt32LE(part.deflated.length, 20);
    entry.writeUInt32LE(part.size, 24);
    entry.writeUInt16LE(name.length, 28);
    entry.writeUInt32LE(offset, 42);
    central.push(entry, name);
    offset += header.length + name.length + part.deflated.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...local, directory, end]);
}

/** The parts an XLSX needs around its first worksheet. */
export function xlsxParts(sheetXml: ZipPart): ZipPart[] {
  return [
    zipPart(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    zipPart(
      'xl/workbook.xml',
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Hoja1" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    zipPart(
      'xl/_rels/workbook.xml.rels',
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    sheetXml,
  ];
}

export const SHEET_START =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
export const SHEET_END = '</sheetData></worksheet>';
