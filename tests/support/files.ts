/**
 * Files for upload tests, made in the test (no binary fixtures): photos drawn by sharp (with EXIF
 * and a GPS position when asked), padded to an exact size; a small PDF written by hand; docx and
 * xlsx as the smallest zips their type is known by; and the multipart form the client sends.
 */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

export interface TestFile {
  name: string;
  bytes: Buffer;
  /** The type the browser would claim (from the name); the server ignores it. */
  type?: string;
}

/** A JPEG of the given size in pixels, its EXIF with a camera, a GPS position and an orientation. */
export async function jpegWithExif(width = 640, height = 480, orientation = 1): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } })
    .jpeg()
    .withMetadata({ orientation })
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Secret Model 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '41/1 18/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '69/1 16/1 0/1',
      },
    })
    .toBuffer();
}

export async function png(width = 320, height = 240): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 40, g: 160, b: 60, alpha: 0.5 } } })
    .png()
    .toBuffer();
}

export async function webp(width = 320, height = 240): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#3366cc' } })
    .webp()
    .toBuffer();
}

/** A small photo padded with zeros after its end to exactly `size` bytes (still a valid JPEG). */
export async function jpegOfSize(size: number): Promise<Buffer> {
  const image = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#888888' } })
    .jpeg()
    .toBuffer();
  if (size < image.length) throw new Error(`a JPEG needs at least ${image.length} bytes`);
  return Buffer.concat([image, Buffer.alloc(size - image.length)]);
}

/** A one-page PDF with one line of text, offsets computed. */
export function tinyPdf(text = 'Kimoshdi test'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 12 Tf 20 50 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 12 Tf 20 50 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A PDF padded to exactly `size` bytes (bytes after %%EOF are ignored by readers). */
export function pdfOfSize(size: number): Buffer {
  const pdf = tinyPdf();
  return Buffer.concat([pdf, Buffer.alloc(size - pdf.length, 0x20)]);
}

/** A zip of stored (uncompressed) entries. */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const nameBytes = Buffer.from(name, 'utf8');
    const data = Buffer.from(content, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const centralSize = centrals.reduce((sum, part) => sum + part.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, ...centrals, end]);
}

function officeFile(main: string, part: string): Buffer {
  return zip({
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${part}" ContentType="${main}"/></Types>`,
    [part]: '<?xml version="1.0" encoding="UTF-8"?><root/>',
  });
}

export const docx = (): Buffer =>
  officeFile(
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    'word/document.xml',
  );
export const xlsx = (): Buffer =>
  officeFile('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml', 'xl/workbook.xml');

/** The multipart form of an upload: the text fields first, then the files (as the client sends it). */
export function uploadForm(
  fields: Record<string, string | number | boolean>,
  files: readonly TestFile[],
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const file of files)
    form.append('files', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? '' }), file.name);
  return form;
}
