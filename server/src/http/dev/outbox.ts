import { text } from '@kimoshdi/shared/api/text';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import type { DevOutbox, OutboxMessage } from '../../modules/outbox';
import { AppError } from '../../lib/app-error';
import { devPage } from './dev-page';
import { html } from '../../lib/html';
import { parse } from '../../lib/parse';

const outboxQuerySchema = z.object({ to: text().optional() });

function toJson(message: OutboxMessage) {
  return {
    id: message.id,
    channel: message.channel,
    destination: message.destination,
    subject: message.subject,
    body: message.body,
    /** Telegram: the page its button opens. */
    link: message.link ?? null,
    /** A notice's delivery (issue 27), not a code. */
    notice: message.notificationId !== null && message.notificationId !== undefined,
    created_at: message.createdAt.toISOString(),
    status: message.status,
    attempts: message.attempts,
    provider: message.provider,
    provider_message_id: message.providerMessageId,
    last_error: message.lastError,
    sent_at: message.sentAt?.toISOString() ?? null,
    delivered_at: message.deliveredAt?.toISOString() ?? null,
  };
}

/** GET /dev/outbox.json?to=: the newest messages (of one destination), newest first. */
export function getOutboxJson(outbox: DevOutbox): RequestHandler {
  return async (req, res) => {
    const { messages } = await outbox.newest(parse(outboxQuerySchema, req.query).to);
    res.setHeader('Cache-Control', 'no-store');
    res.json({ messages: messages.map(toJson) });
  };
}

const htmlParamsSchema = z.object({ id: z.string().regex(/^\d{1,19}$/) });

/**
 * GET /dev/outbox/:id.html: a notice e-mail's HTML part as a mail client would show it. E-mails
 * style themselves inline, so this one answer allows inline styles and nothing else.
 */
export function getOutboxHtml(outbox: DevOutbox): RequestHandler {
  return async (req, res) => {
    const { id } = parse(htmlParamsSchema, req.params);
    const markup = await outbox.html(id);
    if (markup === undefined) throw new AppError('NOT_FOUND', { id });
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
    res.type('html').send(markup);
  };
}

/** An SMS, or an e-mail with its subject and a link to its HTML part. */
function emailOrSms(m: OutboxMessage) {
  return html`${m.subject ? html`<strong>${m.subject}</strong><br />` : null}<span class="outbox-body"
      >${m.body}</span
    >
    ${m.html ? html`<br /><a href="/dev/outbox/${m.id}.html">HTML</a>` : null}`;
}

/** A Telegram message as the chat shows it: its text and the button under it (issue 27). */
function telegramMessage(m: OutboxMessage) {
  return html`<span class="outbox-body">${m.body}</span>
    ${m.link && m.subject ? html`<br /><a class="outbox-button" href="${m.link}">${m.subject}</a>` : null}`;
}

/** GET /dev/outbox: the same as a page, so a person can read the codes the platform "sent". */
export function getOutboxPage(outbox: DevOutbox): RequestHandler {
  return async (req, res) => {
    const { destination, messages } = await outbox.newest(parse(outboxQuerySchema, req.query).to);
    const rows = messages.map(
      (m) =>
        html`<tr>
          <td>${m.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</td>
          <td>${m.channel}</td>
          <td>${m.destination}</td>
          <td>${m.channel === 'telegram' ? telegramMessage(m) : emailOrSms(m)}</td>
          <td>
            ${m.status}${m.provider && m.provider !== 'outbox' ? html`<br />${m.provider}` : null}
            ${m.lastError ? html`<br /><small>${m.lastError}</small>` : null}
          </td>
        </tr>`,
    );
    res.setHeader('Cache-Control', 'no-store');
    res.type('html').send(
      devPage({
        title: 'Development outbox',
        banner: html`Development only: SMS, e-mails, Telegram messages and pushes are written here; those a
          configured gateway, mail server, bot or push service sends show their delivery (the demo's pushes,
          decrypted: <a href="/dev/push">/dev/push</a>).`,
        heading: 'Outbox',
        cardClass: 'outbox',
        content: html`<form class="outbox-filter" method="get" action="/dev/outbox">
            <input
              class="id-input"
              name="to"
              placeholder="+998901234567, name@mail.uz or a Telegram chat"
              value="${destination ?? ''}"
            />
            <button class="id-button" type="submit">Filter</button>
          </form>
          ${
            rows.length > 0
              ? html`<table class="outbox-table">
                  <thead>
                    <tr>
                      <th>Sent</th>
                      <th>Channel</th>
                      <th>To</th>
                      <th>Message</th>
                      <th>Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    ${rows}
                  </tbody>
                </table>`
              : html`<p class="id-intro">No messages yet.</p>`
          }`,
      }),
    );
  };
}
