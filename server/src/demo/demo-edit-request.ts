/**
 * The demo's edit request, for `npm start` only (start.ts, after the demo customer): the demo
 * customer asks to change the surname after a marriage, with a scan of the certificate, so the demo
 * operator (+998 90 000 00 01) finds one request waiting on the desk at once
 * (/profile/operator/edit-requests). Sent through the module's own command, multipart and file
 * checks included. Idempotent: made only while the demo customer has no request at all (one the
 * operator decided stays decided after a restart).
 */
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import sharp from 'sharp';
import type { Deps } from '../deps';
import type { UploadRequest } from '../modules/file';
import { DEMO_CUSTOMER } from './demo-customer';

export const DEMO_EDIT_REQUEST = {
  fullName: 'Demo Customer Rahimova',
  reason:
    "Turmush qurganimdan so'ng familiyam o'zgardi. Yangi pasport va nikoh guvohnomasi nusxasini ilova qilaman.",
} as const;

/** A multipart form as a browser sends it, as the request stream the upload reads. */
function multipart(fields: Record<string, string>, file: { name: string; type: string; bytes: Buffer }) {
  const boundary = `----kimoshdi-demo-${randomUUID()}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  const body = Buffer.concat(parts);
  return Object.assign(Readable.from([body]), {
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(body.length),
    },
  }) as UploadRequest;
}

export async function seedDemoEditRequest(
  deps: Pick<Deps, 'db' | 'services'>,
): Promise<{ outcome: 'created' | 'present' | 'no-customer' }> {
  const customer = await deps.db
    .selectFrom('users')
    .select('id')
    .where('phone', '=', DEMO_CUSTOMER.phone)
    .where('pinfl', '=', DEMO_CUSTOMER.pinfl)
    .executeTakeFirst();
  if (!customer) return { outcome: 'no-customer' };
  const { editRequests } = deps.services;
  if ((await editRequests.listOwn(customer.id, { page: 1, size: 1 })).total > 0)
    return { outcome: 'present' };
  const scan = await sharp({ create: { width: 800, height: 560, channels: 3, background: '#f1ede4' } })
    .composite([
      {
        input: Buffer.from(
          '<svg width="800" height="560"><rect x="40" y="40" width="720" height="480" fill="none" stroke="#555" stroke-width="4"/>' +
            '<text x="400" y="140" font-size="40" text-anchor="middle" fill="#333">NIKOH GUVOHNOMASI</text>' +
            '<text x="400" y="260" font-size="28" text-anchor="middle" fill="#333">Demo Customer Rahimova</text>' +
            '<text x="400" y="420" font-size="22" text-anchor="middle" fill="#777">namuna / demo</text></svg>',
        ),
      },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();
  await editRequests.submit(
    customer.id,
    multipart(
      { full_name: DEMO_EDIT_REQUEST.fullName, reason: DEMO_EDIT_REQUEST.reason },
      { name: 'nikoh-guvohnomasi.jpg', type: 'image/jpeg', bytes: scan },
    ),
  );
  return { outcome: 'created' };
}
