import {
  type DeliveredWithoutCodeItem,
  type HandoverReissue,
  NO_REASON_GIVEN,
  WITHOUT_CODE_REASON_LABELS,
  WITHOUT_CODE_REASONS,
  type WithoutCodeReason,
} from '@ukgh/domain';
import type { listDeliveredWithoutCode } from './handover.repository.ts';

type WithoutCodeRow = Awaited<ReturnType<typeof listDeliveredWithoutCode>>[number];

const knownReason = (reason: string | null): WithoutCodeReason | null =>
  WITHOUT_CODE_REASONS.find((r) => r === reason) ?? null;

export const presentWithoutCode = (row: WithoutCodeRow): DeliveredWithoutCodeItem => {
  const reason = knownReason(row.reason);
  return {
    booking_id: row.bookingId,
    booking_code: row.bookingCode,
    tracking_number: row.trackingNumber,
    agent_name: row.agentFirstName ? `${row.agentFirstName} ${row.agentLastName ?? ''}`.trim() : null,
    reason,
    reason_label: reason ? WITHOUT_CODE_REASON_LABELS[reason] : NO_REASON_GIVEN,
    delivered_at: row.deliveredAt!.toISOString(),
  };
};

export const presentReissue = (issued: { holder: unknown; at: Date }): HandoverReissue => ({
  sent_to: issued.holder ? 'alternate receiver' : 'recipient',
  issued_at: issued.at.toISOString(),
});
