import type { DbOrTx } from '../../db/client.ts';
import type { OutboxRow } from '../../db/schema.ts';
import { recordAudit } from '../operations/audit.ts';
import { insertFallbackSms } from './notifications.repository.ts';

/**
 * A WhatsApp message was refused (by the API, or later by its `failed` status): the same text goes by SMS,
 * as a new outbox row linked to it, and the booking's trail says so. In the caller's transaction, with the
 * WhatsApp row's own change.
 */
export const fallBackToSms = async (tx: DbOrTx, whatsapp: OutboxRow, reason: string, due?: Date) => {
  const sms = await insertFallbackSms(tx, whatsapp, due);
  if (!sms) return null;
  const entity = whatsapp.bookingId ? 'booking' : whatsapp.userId ? 'user' : null;
  if (entity)
    await recordAudit(tx, null, {
      action: 'message.whatsapp_fallback',
      entity,
      entityId: (whatsapp.bookingId ?? whatsapp.userId)!,
      bookingId: whatsapp.bookingId,
      before: { channel: 'whatsapp', message_id: whatsapp.id },
      after: { channel: 'sms', message_id: sms.id, kind: whatsapp.kind, reason },
    });
  return sms;
};
