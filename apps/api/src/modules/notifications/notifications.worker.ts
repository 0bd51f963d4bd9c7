import { and, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { notificationOutbox, type OutboxRow } from '../../db/schema.ts';
import type { Mailer } from '../../lib/mailer.ts';
import type { RecipientLinks } from '../../lib/recipient-links.ts';
import type { SmsProvider } from '../../lib/sms/provider.ts';
import type { WhatsAppProvider } from '../../lib/whatsapp/cloud-api.ts';
import { getCompanyDetails } from '../settings/settings.repository.ts';
import { failWhatsApp, optOut, turnIntoSms } from './notifications.repository.ts';
import {
  isSmsKind,
  loadSmsTemplates,
  renderSms,
  SMS_SECRETS,
  type SmsTemplates,
  type SmsValues,
} from './sms-templates.ts';
import { isNotificationKind, TEMPLATES } from './templates/index.ts';
import { renderMail } from './templates/layout.ts';
import type { RenderContext } from './templates/template.ts';
import { WHATSAPP_TEMPLATES, whatsappParameters } from './templates/whatsapp/templates.ts';
import { fallBackToSms } from './whatsapp-fallback.ts';

export interface NotificationWorkerOptions {
  db: Db;
  mailer: Mailer;
  /** Where SMS go (lib/sms/): a provider's API, or files in DATA_DIR/outbox/sms without one. */
  sms: SmsProvider;
  /** WhatsApp templates (lib/whatsapp/); without it a row queued for WhatsApp goes as an SMS. */
  whatsapp?: WhatsAppProvider | null;
  log: FastifyBaseLogger;
  publicUrl: string;
  /** The recipient's texts link to their own page (`/r/<token>`); without it, to the public tracker. */
  recipientLinks?: RecipientLinks;
  pollMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  /** Rows claimed per round. */
  batchSize?: number;
  /**
   * How long a claimed row stays invisible to other workers. A worker that dies mid-send leaves its rows
   * to be retried after this, so delivery is at least once; two live workers never send one row twice.
   */
  leaseMs?: number;
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

const MAX_RETRY_DELAY_MS = 6 * 3600_000;

/** Exponential backoff: base, 2×base, 4×base … after the 1st, 2nd, 3rd failed attempt, capped at 6 hours. */
export const retryDelayMs = (attempts: number, baseMs: number) =>
  Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_RETRY_DELAY_MS);

/**
 * What is kept of an error: its message without any URL credentials (an SMTP URL holds a password) and
 * cut short. Never the mail itself, which may hold a single-use link.
 */
export const describeError = (error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\/\/[^/\s@]+@/g, '//***@').slice(0, 500);
};

/** The payload without the template's secret fields, once the row is final. */
export const scrubbed = (row: OutboxRow) => {
  const secrets: readonly string[] =
    row.channel === 'sms' || row.channel === 'whatsapp'
      ? SMS_SECRETS
      : isNotificationKind(row.kind)
        ? (TEMPLATES[row.kind].secrets ?? [])
        : [];
  if (secrets.length === 0) return row.payload;
  return Object.fromEntries(Object.entries(row.payload).filter(([key]) => !secrets.includes(key as never)));
};

/** Delivers queued mails: `deliverDue()` on demand (tests), or every `pollMs` once `start()`ed. */
export const createNotificationWorker = (options: NotificationWorkerOptions) => {
  const { db, mailer, log } = options;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? 5 * 60_000;

  /**
   * Takes up to `batchSize` due rows in one statement: FOR UPDATE SKIP LOCKED passes over rows another
   * worker is claiming, and the claim pushes next_attempt_at past the lease, so once committed the rows
   * are no longer due for anyone. No transaction stays open while mail is sent.
   */
  const claim = async (now: Date): Promise<OutboxRow[]> => {
    const due = db
      .select({ id: notificationOutbox.id })
      .from(notificationOutbox)
      .where(and(eq(notificationOutbox.status, 'pending'), lte(notificationOutbox.nextAttemptAt, now)))
      .orderBy(notificationOutbox.nextAttemptAt)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    return (
      db
        .update(notificationOutbox)
        .set({
          attempts: sql`${notificationOutbox.attempts} + 1`,
          nextAttemptAt: new Date(now.getTime() + leaseMs),
        })
        // `= any(array(…))`, not `in (…)`: the planner may run an IN subquery more than once, and a LIMIT …
        // SKIP LOCKED subquery run twice claims more rows than asked. ARRAY() runs it exactly once.
        .where(
          and(sql`${notificationOutbox.id} = any(array(${due}))`, eq(notificationOutbox.status, 'pending')),
        )
        .returning()
    );
  };

  const finish = (row: OutboxRow, changes: Partial<typeof notificationOutbox.$inferInsert>) =>
    db.update(notificationOutbox).set(changes).where(eq(notificationOutbox.id, row.id));

  let smsTemplates: SmsTemplates | null = null;

  /**
   * A text's values with its link, made here from this installation's address as mails make theirs: the
   * recipient's own page for the recipient's texts, the public tracker for the customer's.
   */
  const textValues = (row: OutboxRow): SmsValues => {
    const values = row.payload as SmsValues;
    const number = values.tracking_number;
    const link = !number
      ? undefined
      : row.kind.startsWith('recipient_') && options.recipientLinks
        ? `${options.publicUrl}${options.recipientLinks.path(number)}`
        : `${options.publicUrl}/track/${number}`;
    return { link, ...values };
  };

  /** One try at sending a row: the provider's id when it went, else the error and whether a retry may help. */
  const send = async (
    row: OutboxRow,
    ctx: RenderContext,
  ): Promise<{ error: unknown; final: boolean } | { providerMessageId: string | null }> => {
    if (row.channel === 'whatsapp' && options.whatsapp) {
      if (!isSmsKind(row.kind)) return { error: new Error(`unknown text kind ${row.kind}`), final: true };
      let parameters: string[];
      try {
        parameters = whatsappParameters(row.kind, textValues(row));
      } catch (caught) {
        return { error: caught, final: true };
      }
      const template = WHATSAPP_TEMPLATES[row.kind];
      const result = await options.whatsapp
        .send({ to: row.toAddress, template: template.name, language: template.language, parameters })
        .catch((caught: unknown) => ({ ok: false as const, error: describeError(caught), retry: true }));
      if (result.ok) return { providerMessageId: result.providerMessageId };
      return { error: new Error(result.error), final: !result.retry };
    }
    if (row.channel === 'sms') {
      if (!isSmsKind(row.kind)) return { error: new Error(`unknown SMS kind ${row.kind}`), final: true };
      let body: string;
      try {
        smsTemplates ??= loadSmsTemplates();
        body = renderSms(smsTemplates, row.kind, textValues(row));
      } catch (caught) {
        return { error: caught, final: true };
      }
      const result = await options.sms
        .send({ to: row.toAddress, body, reference: row.id })
        .catch((caught: unknown) => ({ ok: false as const, error: describeError(caught), retry: true }));
      if (result.ok) return { providerMessageId: result.providerMessageId };
      if ('optedOut' in result && result.optedOut) await optOut(db, row.toAddress, options.sms.name);
      return { error: new Error(result.error), final: !result.retry };
    }
    if (!isNotificationKind(row.kind)) return { error: new Error(`unknown kind ${row.kind}`), final: true };
    try {
      const mail = renderMail(TEMPLATES[row.kind].content(row.payload as never, ctx), ctx);
      await mailer.send({ to: row.toAddress, ...mail });
      return { providerMessageId: null };
    } catch (caught) {
      return { error: caught ?? new Error('send failed'), final: false };
    }
  };

  const deliver = async (claimed: OutboxRow, ctx: RenderContext, now: Date, report: DeliveryReport) => {
    let row = claimed;
    if (row.channel === 'whatsapp' && !options.whatsapp) {
      await turnIntoSms(db, row);
      row = { ...row, channel: 'sms' };
    }
    const outcome = await send(row, ctx);
    // After the send: a database error then must not count as a failed send.
    if ('providerMessageId' in outcome) {
      await finish(row, {
        status: 'sent',
        sentAt: new Date(),
        lastError: null,
        // A WhatsApp message keeps its values until its status says whether the SMS must take its place.
        ...(row.channel !== 'whatsapp' && { payload: scrubbed(row) }),
        ...(row.channel === 'sms' && {
          provider: options.sms.name,
          providerMessageId: outcome.providerMessageId,
        }),
        ...(row.channel === 'whatsapp' && {
          provider: 'whatsapp',
          providerMessageId: outcome.providerMessageId,
        }),
      });
      report.sent++;
      return;
    }
    const { error } = outcome;
    const lastError = describeError(error);
    if (row.channel === 'whatsapp' && (outcome.final || row.attempts >= options.maxAttempts)) {
      // Refused or unreachable for good: the text goes by SMS instead, in the transaction that ends this row.
      await db.transaction(async (tx) => {
        await failWhatsApp(tx, row, lastError, scrubbed(row));
        // Due at this round's time, so the round that gave up on WhatsApp sends the SMS too.
        await fallBackToSms(tx, row, lastError, now);
      });
      log.warn(
        { notificationId: row.id, kind: row.kind, error: lastError },
        'WhatsApp message refused; sending it by SMS',
      );
      report.failed++;
      return;
    }
    if (outcome.final || row.attempts >= options.maxAttempts) {
      await finish(row, { status: 'failed', lastError, payload: scrubbed(row) });
      log.error(
        {
          notificationId: row.id,
          channel: row.channel,
          kind: row.kind,
          attempts: row.attempts,
          error: lastError,
        },
        'message not delivered; giving up',
      );
      report.failed++;
      return;
    }
    const nextAttemptAt = new Date(now.getTime() + retryDelayMs(row.attempts, options.retryBaseMs));
    await finish(row, { lastError, nextAttemptAt });
    log.warn(
      {
        notificationId: row.id,
        channel: row.channel,
        kind: row.kind,
        attempts: row.attempts,
        nextAttemptAt,
        error: lastError,
      },
      'message delivery failed; will retry',
    );
    report.retrying++;
  };

  /** Sends every mail due at `now`, batch by batch, until none is left; returns what happened. */
  const deliverDue = async (now = new Date()): Promise<DeliveryReport> => {
    const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
    let ctx: RenderContext | null = null;
    for (;;) {
      const rows = await claim(now);
      if (rows.length === 0) return report;
      // Company details as they are now: an address changed in settings shows in the next mail.
      ctx ??= { company: await getCompanyDetails(db), publicUrl: options.publicUrl };
      for (const row of rows) await deliver(row, ctx, now, report);
    }
  };

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let stopped = true;

  const tick = () => {
    running = deliverDue()
      .catch((error) => log.error({ error: describeError(error) }, 'mail worker round failed'))
      .finally(() => {
        running = null;
        if (!stopped) timer = setTimeout(tick, options.pollMs);
      });
  };

  return {
    deliverDue,
    /** Polls every `pollMs`; the first round runs at once, for mails queued before a restart. */
    start() {
      if (!stopped) return;
      stopped = false;
      timer = setTimeout(tick, 0);
    },
    /** Stops polling and waits for the round in progress, so the database is not closed under it. */
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      await running;
    },
  };
};
export type NotificationWorker = ReturnType<typeof createNotificationWorker>;
