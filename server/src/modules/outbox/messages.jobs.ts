/**
 * The `messages` queue's processor (docs/decisions.md "Messages that really leave").
 *
 * `send`: claims the message (queued -> sending, one conditional update, so a job that runs twice
 * sends once), hands it to its channel's transport and records the answer. A retryable failure
 * puts it back to queued and throws, and BullMQ retries with exponential backoff; a permanent
 * refusal, or the last attempt's failure, marks it failed (UnrecoverableError: no retry).
 *
 * `check-status`: an SMS the gateway took is asked after, a few times at growing intervals, until
 * the gateway reports it delivered or failed; still pending after the last check, it stays 'sent'.
 */
import { UnrecoverableError, type Job } from 'bullmq';
import { messagesSent } from '../../lib/metrics';
import { MessageJobName } from '../../redis/queues';
import type { MessagesContext } from './messages.context';
import { describeSendError, PermanentSendError, RecipientGoneError } from './message-transport';
import {
  claimForSending,
  findOutboxMessage,
  markDelivered,
  markFailed,
  markRetrying,
  markSent,
} from './outbox.repository';

/** Status checks of one SMS: with the default 30 s, the last is about half an hour after sending. */
export const MAX_STATUS_CHECKS = 6;
export const MESSAGES_WORKER_CONCURRENCY = 8;

interface StatusJobData {
  id: string;
  check: number;
}

function messageIdOf(job: Job): string {
  const id = (job.data as { id?: unknown }).id;
  if (typeof id !== 'string' || !/^\d+$/.test(id))
    throw new UnrecoverableError(`message job ${job.id} has no message id`);
  return id;
}

export function messagesProcessor(ctx: MessagesContext): (job: Job) => Promise<unknown> {
  return async (job) => {
    if (job.name === MessageJobName.send) return sendMessage(ctx, job);
    if (job.name === MessageJobName.checkStatus) return checkDelivery(ctx, job);
    throw new UnrecoverableError(`no processor for message job ${job.name}`);
  };
}

async function sendMessage(ctx: MessagesContext, job: Job): Promise<unknown> {
  const id = messageIdOf(job);
  const message = await claimForSending(ctx.db, id);
  // Sent already, being sent by another job, or failed for good: nothing to do.
  if (!message) return { id, skipped: true };
  const transport = ctx.transports[message.channel];
  if (!transport) {
    // This process keeps the channel in the development outbox (a row queued under another
    // configuration): it has arrived there.
    await markSent(ctx.db, id, { provider: 'outbox', providerMessageId: null, delivered: true });
    messagesSent.inc({ channel: message.channel, outcome: 'outbox' });
    return { id, status: 'delivered' };
  }
  const log = { id, channel: message.channel, provider: transport.provider, attempt: message.attempts };
  let providerMessageId: string | null;
  try {
    ({ providerMessageId } = await transport.send(message));
  } catch (error) {
    const reason = describeSendError(error);
    const permanent = error instanceof PermanentSendError;
    if (permanent || job.attemptsMade + 1 >= (job.opts.attempts ?? 1)) {
      await markFailed(ctx.db, id, { provider: transport.provider, error: reason, from: 'sending' });
      messagesSent.inc({
        channel: message.channel,
        outcome: error instanceof RecipientGoneError ? 'gone' : 'failed',
      });
      ctx.logger.warn({ ...log, reason }, `${message.channel} could not be sent; given up`);
    } else {
      await markRetrying(ctx.db, id, transport.provider, reason);
      messagesSent.inc({ channel: message.channel, outcome: 'retried' });
      ctx.logger.info({ ...log, reason }, `${message.channel} not sent yet; retrying`);
    }
    if (permanent) throw new UnrecoverableError(reason);
    throw error;
  }
  await markSent(ctx.db, id, { provider: transport.provider, providerMessageId });
  messagesSent.inc({ channel: message.channel, outcome: 'sent' });
  ctx.logger.info({ ...log, providerMessageId }, `${message.channel} sent`);
  if (transport.checkStatus && providerMessageId) {
    await scheduleStatusCheck(ctx, id, 1).catch((error: unknown) =>
      // It was sent: a lost check leaves it 'sent', which is true.
      ctx.logger.warn({ err: error, id }, 'the delivery check could not be scheduled'),
    );
  }
  return { id, status: 'sent', providerMessageId };
}

async function scheduleStatusCheck(ctx: MessagesContext, id: string, check: number): Promise<void> {
  await ctx.queues.messages.add(MessageJobName.checkStatus, { id, check } satisfies StatusJobData, {
    jobId: `message-${id}-status-${check}`,
    delay: ctx.statusCheckMs * 2 ** (check - 1),
  });
}

async function checkDelivery(ctx: MessagesContext, job: Job): Promise<unknown> {
  const id = messageIdOf(job);
  const { check } = job.data as StatusJobData;
  const message = await findOutboxMessage(ctx.db, id);
  if (!message || message.status !== 'sent' || !message.providerMessageId) return { id, skipped: true };
  const transport = ctx.transports[message.channel];
  if (!transport?.checkStatus) return { id, skipped: true };
  const { delivery, providerStatus } = await transport.checkStatus(message.providerMessageId);
  if (delivery === 'delivered') {
    await markDelivered(ctx.db, id);
  } else if (delivery === 'failed') {
    await markFailed(ctx.db, id, {
      provider: transport.provider,
      error: `the gateway reports ${providerStatus}`,
      from: 'sent',
    });
    messagesSent.inc({ channel: message.channel, outcome: 'failed' });
    ctx.logger.warn({ id, provider: transport.provider, providerStatus }, `${message.channel} not delivered`);
  } else if (check < MAX_STATUS_CHECKS) {
    await scheduleStatusCheck(ctx, id, check + 1);
  } else {
    ctx.logger.info({ id, providerStatus }, `${message.channel} has no final delivery status; left as sent`);
  }
  return { id, delivery, providerStatus };
}
