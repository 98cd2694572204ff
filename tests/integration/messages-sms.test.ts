import type { Job } from 'bullmq';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../server/src/boot';
import { messagesContext } from '../../server/src/modules/outbox/messages.context';
import { messagesProcessor } from '../../server/src/modules/outbox/messages.jobs';
import { messageNotification, notify } from '../../server/src/modules/notification';
import { sendSms } from '../../server/src/modules/outbox/outbox';
import { enqueueMessage } from '../../server/src/modules/outbox/outbox-dispatch';
import { findOutboxMessage } from '../../server/src/modules/outbox/outbox.repository';
import { MESSAGE_SEND_ATTEMPTS, MessageJobName } from '../../server/src/redis/queues';
import { readCode, uniquePhone } from '../support/identity';
import { insertQueuedWithoutNotification, waitForStatus } from '../support/messages';
import { startSmsGatewayStandIn, type SmsGatewayStandIn } from '../support/sms-gateway-stand-in';
import { signIn } from '../support/session';
import { startTestServer } from '../support/test-server';

// One server for the file, sending SMS through the stand-in with short waits: retries from 50 ms,
// status checks from 100 ms, a gateway call given up after a second.
const RETRY_MS = 50;
let gateway: SmsGatewayStandIn;
let server: Running;
beforeAll(async () => {
  gateway = await startSmsGatewayStandIn();
  server = await startTestServer({
    ...gateway.env(),
    MESSAGE_RETRY_MS: String(RETRY_MS),
    SMS_STATUS_CHECK_MS: '100',
    SMS_GATEWAY_TIMEOUT_MS: '1000',
  });
});
afterAll(async () => {
  await server?.close();
  await gateway?.close();
});
afterEach(() => {
  gateway.deliveryStatus = 'DELIVRD';
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const sendsTo = (phone: string) => gateway.messages.filter((m) => m.mobilePhone === phone.slice(1));

describe('SMS through the gateway', () => {
  it('sends a code within a second of the commit and records its delivery', async () => {
    const phone = uniquePhone();
    const started = Date.now();
    await sendSms(server.deps.db, phone, 'Kimoshdi ID: tasdiqlash kodi 481516');
    const sms = await gateway.waitFor(phone);
    // The notification path, not the sweep (which would take seconds); loose for a busy machine.
    expect(sms.receivedAt - started).toBeLessThan(2_000);
    expect(sms).toMatchObject({
      mobilePhone: phone.slice(1),
      message: 'Kimoshdi ID: tasdiqlash kodi 481516',
      from: 'Kimoshdi',
      code: '481516',
    });

    const message = await waitForStatus(server.deps.db, phone, 'delivered');
    expect(message).toMatchObject({
      status: 'delivered',
      provider: 'eskiz',
      providerMessageId: sms.id,
      attempts: 1,
      lastError: null,
    });
    expect(message.sentAt).toBeInstanceOf(Date);
    expect(message.deliveredAt).toBeInstanceOf(Date);
    expect(gateway.calls.some((c) => c.path === `/api/message/sms/status_by_id/${sms.id}`)).toBe(true);
  });

  it('signs in again once when the token expired, within the same attempt', async () => {
    const phone = uniquePhone();
    await sendSms(server.deps.db, phone, 'first, to hold a token');
    await gateway.waitFor(phone);
    await waitForStatus(server.deps.db, phone, 'delivered');
    const logins = gateway.logins;
    const expiredAt = Date.now();

    gateway.expireTokens();
    await sendSms(server.deps.db, phone, 'second, after the token expired');
    const sms = await gateway.waitFor(phone);
    expect(sms.message).toBe('second, after the token expired');
    expect(await waitForStatus(server.deps.db, phone, 'delivered')).toMatchObject({ attempts: 1 });
    expect(gateway.logins).toBe(logins + 1);
    const sends = gateway.calls.filter((c) => c.at >= expiredAt && c.path === '/api/message/sms/send');
    expect(sends.map((c) => c.status)).toEqual([401, 200]);
  });

  it('retries a 5xx with backoff: two 503s, then sent on the third attempt', async () => {
    const phone = uniquePhone();
    gateway.failNext(2, 503);
    await sendSms(server.deps.db, phone, 'third time lucky');
    await gateway.waitFor(phone);
    const message = await waitForStatus(server.deps.db, phone, 'delivered');
    expect(message.attempts).toBe(3);
    expect(message.lastError).toMatch(/503/);
  });

  it("loses no notice while the gateway fails: a won lot's SMS goes once it answers again, once", async () => {
    const phone = uniquePhone();
    const user = await signIn(server, { phone });
    await server.deps.db.updateTable('users').set({ email: null }).where('id', '=', user.userId).execute();
    gateway.failNext(3, 502);
    await notify(
      server.deps.db,
      messageNotification(
        user.userId,
        'success',
        'uz',
        {
          key: 'messages:auction.won',
          params: { lot: 'L-9', price: { tiyin: '100000000' }, deadline: { at: '2026-12-01T12:00:00.000Z' } },
        },
        '/profile/winlots',
      ),
    );
    await gateway.waitFor(phone);
    const message = await waitForStatus(server.deps.db, phone, 'delivered');
    expect(message.attempts).toBe(4);
    expect(message.lastError).toMatch(/502/);
    expect(message.body).toContain('L-9');
    expect(message.body).toMatch(/\/profile\/winlots$/);
    expect(sendsTo(phone)).toHaveLength(1);
    const rows = await server.deps.db
      .selectFrom('outbox_messages')
      .select('id')
      .where('destination', '=', phone)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('gives up a call that hangs and retries it', async () => {
    const phone = uniquePhone();
    gateway.hangNext(1);
    await sendSms(server.deps.db, phone, 'after a timeout');
    await gateway.waitFor(phone, { timeoutMs: 15_000 });
    const message = await waitForStatus(server.deps.db, phone, 'delivered');
    expect(message.attempts).toBe(2);
    expect(message.lastError).toMatch(/did not answer within 1000 ms/);
  });

  it('marks a 400 failed for good without retrying', async () => {
    const phone = uniquePhone();
    gateway.failNext(1, 400, 'Invalid message');
    await sendSms(server.deps.db, phone, 'refused');
    const message = await waitForStatus(server.deps.db, phone, 'failed');
    expect(message).toMatchObject({ attempts: 1, provider: 'eskiz', sentAt: null });
    expect(message.lastError).toMatch(/400: Invalid message/);
    // Retries would have come after 50, 100, 200 ms.
    await sleep(20 * RETRY_MS);
    expect(await findOutboxMessage(server.deps.db, message.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
    });
    expect(sendsTo(phone)).toEqual([]);
  });

  it('never calls the gateway for a number that is not an Uzbek mobile', async () => {
    const destination = '+79011234567';
    const callsBefore = gateway.calls.length;
    await sendSms(server.deps.db, destination, 'nowhere');
    const message = await waitForStatus(server.deps.db, destination, 'failed');
    expect(message.lastError).toMatch(/not an Uzbek mobile number/);
    expect(gateway.calls.slice(callsBefore).some((c) => c.path === '/api/message/sms/send')).toBe(false);
  });

  it('records a rejection the gateway reports after taking the SMS', async () => {
    const phone = uniquePhone();
    gateway.deliveryStatus = 'REJECTD';
    await sendSms(server.deps.db, phone, 'rejected later');
    await gateway.waitFor(phone);
    const message = await waitForStatus(server.deps.db, phone, 'failed');
    expect(message.sentAt).toBeInstanceOf(Date);
    expect(message.deliveredAt).toBeNull();
    expect(message.lastError).toBe('the gateway reports REJECTD');
  });

  it('keeps asking while the gateway says waiting, until it reports DELIVRD', async () => {
    const phone = uniquePhone();
    gateway.deliveryStatus = 'waiting';
    await sendSms(server.deps.db, phone, 'slow operator');
    const sms = await gateway.waitFor(phone);
    const statusPath = `/api/message/sms/status_by_id/${sms.id}`;
    while (gateway.calls.filter((c) => c.path === statusPath).length < 2) await sleep(50);
    expect((await waitForStatus(server.deps.db, phone, 'sent', 'delivered')).status).toBe('sent');
    sms.status = 'DELIVRD';
    await waitForStatus(server.deps.db, phone, 'delivered');
  });
});

describe('the messages queue', () => {
  it(`tries ${MESSAGE_SEND_ATTEMPTS} times with growing waits, then marks the message failed`, async () => {
    const phone = uniquePhone();
    const callsBefore = gateway.calls.length;
    gateway.failNext(MESSAGE_SEND_ATTEMPTS, 502, 'Bad gateway');
    await sendSms(server.deps.db, phone, 'never');
    const message = await waitForStatus(server.deps.db, phone, 'failed');
    expect(message.attempts).toBe(MESSAGE_SEND_ATTEMPTS);
    expect(message.lastError).toMatch(/502/);
    const tries = gateway.calls
      .slice(callsBefore)
      .filter((c) => c.path === '/api/message/sms/send' && c.status === 502)
      .map((c) => c.at);
    expect(tries).toHaveLength(MESSAGE_SEND_ATTEMPTS);
    // Exponential backoff: 50, 100, 200, 400, 800 ms between the attempts (timers run a little late).
    const waits = tries.slice(1).map((at, i) => at - (tries[i] ?? at));
    waits.forEach((wait, i) => expect(wait).toBeGreaterThanOrEqual(RETRY_MS * 2 ** i * 0.9));
    expect(sendsTo(phone)).toEqual([]);
  });

  it('hands a queued message whose notification was lost to the queue by the sweep', async () => {
    const phone = uniquePhone();
    const lost = await insertQueuedWithoutNotification(server.deps.db, {
      channel: 'sms',
      destination: phone,
      subject: null,
      body: 'found by the sweep',
    });
    // No notification: nothing happens at once...
    await sleep(1_000);
    expect(await findOutboxMessage(server.deps.db, lost.id)).toMatchObject({ status: 'queued', attempts: 0 });
    // ...until the sweep (every 5 s, for messages queued over 5 s) finds it.
    const sms = await gateway.waitFor(phone, { timeoutMs: 20_000 });
    expect(sms.message).toBe('found by the sweep');
    expect(await waitForStatus(server.deps.db, phone, 'delivered')).toMatchObject({ attempts: 1 });
  });

  it('sends a message once however many of its jobs run', async () => {
    const phone = uniquePhone();
    const queued = await insertQueuedWithoutNotification(server.deps.db, {
      channel: 'sms',
      destination: phone,
      subject: null,
      body: 'only once',
    });
    const process = messagesProcessor(messagesContext(server.deps));
    const job = {
      id: `message-${queued.id}`,
      name: MessageJobName.send,
      data: { id: queued.id },
      attemptsMade: 0,
      opts: { attempts: MESSAGE_SEND_ATTEMPTS },
    } as unknown as Job;
    const results = await Promise.all([
      process(job),
      process(job),
      process(job),
      enqueueMessage(server.deps.queues, queued.id),
    ]);
    // The queue's own job may win the claim too: at most one of them all sends.
    expect(
      results.slice(0, 3).filter((r) => (r as { skipped?: boolean }).skipped).length,
    ).toBeGreaterThanOrEqual(2);
    await waitForStatus(server.deps.db, phone, 'delivered');
    // A job added again after the sending finds nothing to send either.
    await enqueueMessage(server.deps.queues, queued.id);
    await sleep(500);
    expect(sendsTo(phone)).toHaveLength(1);
    expect(await findOutboxMessage(server.deps.db, queued.id)).toMatchObject({ attempts: 1 });
  });
});

describe('/dev/outbox with a real gateway', () => {
  it('shows the SMS and its delivery, and readCode still reads the code', async () => {
    const phone = uniquePhone();
    await sendSms(server.deps.db, phone, 'Kimoshdi: kod 246810');
    await waitForStatus(server.deps.db, phone, 'delivered');
    const response = await fetch(`${server.url}/dev/outbox.json?to=${encodeURIComponent(phone)}`);
    const { messages } = (await response.json()) as { messages: Record<string, unknown>[] };
    expect(messages[0]).toMatchObject({
      body: 'Kimoshdi: kod 246810',
      status: 'delivered',
      provider: 'eskiz',
      attempts: 1,
    });
    expect(await readCode(server, phone)).toBe('246810');
  });
});
