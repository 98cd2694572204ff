/**
 * Error tracking (SENTRY_DSN, server/src/infra/error-tracking): a 5xx of the API reaches a
 * Sentry-protocol tracker (a local stand-in) with the release and without personal data; a 4xx
 * is not reported; the answer keeps the one error body; the pages name the DSN for the client.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { ErrorTrackerStandIn } from '../support/error-tracker-stand-in';
import { call } from '../support/http';
import { startTestServer } from '../support/test-server';

/** `read` again until `done` says yes (the SDK sends in the background). */
async function until<T>(what: string, read: () => Promise<T> | T, done: (value: T) => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const PHONE = '998901234567';
const EMAIL = 'ali.valiyev@mail.uz';

describe('error tracking', () => {
  const tracker = new ErrorTrackerStandIn();
  let server: Running;
  let stopped = false;

  beforeAll(async () => {
    await tracker.start();
    server = await startTestServer({ SENTRY_DSN: tracker.dsn });
  });
  afterAll(async () => {
    if (!stopped) await server?.close();
    await tracker.stop();
  });

  it("names the tracker in every page's head, and lets the page's CSP reach it", async () => {
    const page = await call<string>(server.url, '/');
    expect(page.status).toBe(200);
    const settings = /<script type="application\/json" id="kimoshdi-error-reports">(.*?)<\/script>/.exec(
      page.body,
    );
    expect(JSON.parse(settings?.[1] ?? 'null')).toEqual({
      dsn: tracker.dsn,
      release: expect.stringMatching(/^kimoshdi@0\.1\.0/),
      environment: 'test',
    });
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(/connect-src ([^;]*)/.exec(csp)?.[1]?.split(' ')).toContain(new URL(tracker.dsn).origin);
  });

  it('reports a 5xx with the release and no personal data, and not a 4xx', async () => {
    const missing = await call(server.url, '/api/shop/no-such-call');
    expect(missing.status).toBe(404);

    const content = server.deps.services.content as unknown as Record<string, unknown>;
    content.dynamicList = () => {
      throw new Error(`the list of +${PHONE} (${EMAIL}) could not be read`);
    };
    const failed = await call<{ ERROR: { code: string; message: string } }>(
      server.url,
      `/api/shop/dictionaries/get-dynamic-list?phone=${PHONE}`,
      {
        headers: {
          cookie: 'sid=secret-session-token; csrf=secret-csrf',
          authorization: 'Bearer secret-bearer',
          'x-forwarded-for': '10.1.2.3',
        },
      },
    );
    expect(failed.status).toBe(500);
    expect(failed.body).toEqual({ ERROR: { code: 'INTERNAL', message: expect.any(String) } });

    const [event] = await until(
      'the report at the tracker',
      () => tracker.events(),
      (events) => events.length > 0,
    );
    // Sent queued reports on close: so every report the two calls made is here.
    await server.close();
    stopped = true;
    expect(tracker.events()).toHaveLength(1);
    const payload = event!.payload as {
      release: string;
      environment: string;
      tags: Record<string, string>;
      exception: { values: { type: string; value: string }[] };
      user?: unknown;
      request?: unknown;
    };
    expect(event!.project).toBe('1');
    expect(payload.release).toMatch(/^kimoshdi@0\.1\.0(\+[0-9a-f]{12})?$/);
    expect(payload.environment).toBe('test');
    expect(payload.tags).toMatchObject({
      route: '/api/shop/dictionaries/get-dynamic-list',
      method: 'GET',
      process: 'web',
    });
    expect(payload.exception.values[0]).toMatchObject({
      type: 'Error',
      value: 'the list of [phone] ([email]) could not be read',
    });
    expect(payload.user).toBeUndefined();
    expect(payload.request).toBeUndefined();
    for (const secret of [PHONE, EMAIL, 'secret-session-token', 'secret-csrf', 'secret-bearer', '10.1.2.3'])
      expect(event!.raw).not.toContain(secret);
  });
});
