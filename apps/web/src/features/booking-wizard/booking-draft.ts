import { emptyPackage, type WizardValues } from './wizard-form.ts';

/**
 * A half-filled new booking, kept in the browser (localStorage, one per account) so a reload or a closed tab
 * on a phone does not lose it. It is removed when the booking is submitted. Nothing of it reaches the server
 * until then.
 */
const keyOf = (userId: string) => `ukgh.booking-draft.${userId}`;

export interface BookingDraft {
  values: WizardValues;
  step: number;
}

const isDraft = (value: unknown): value is BookingDraft => {
  const draft = value as { values?: Record<string, unknown>; step?: unknown } | null;
  return (
    !!draft?.values &&
    typeof draft.step === 'number' &&
    Array.isArray(draft.values.packages) &&
    typeof draft.values.sender_address === 'object' &&
    typeof draft.values.recipient_address === 'object'
  );
};

/** The draft over a fresh form (a field added since it was saved keeps its fresh value); null when none. */
export const readBookingDraft = (userId: string | undefined, fresh: WizardValues): BookingDraft | null => {
  if (!userId) return null;
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? 'null');
    if (!isDraft(stored)) return null;
    const values = { ...fresh, ...stored.values };
    return {
      step: Math.max(0, Math.floor(stored.step)),
      values: {
        ...values,
        sender_address: { ...fresh.sender_address, ...stored.values.sender_address },
        recipient_address: { ...fresh.recipient_address, ...stored.values.recipient_address },
        // New React keys: the stored ones may repeat the ones this page hands out.
        packages: stored.values.packages.map((p) => ({ ...emptyPackage(), ...p, key: emptyPackage().key })),
      },
    };
  } catch {
    return null;
  }
};

export const saveBookingDraft = (userId: string | undefined, draft: BookingDraft) => {
  if (!userId) return;
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(draft));
  } catch {
    // Storage full or refused (a private window): the booking still works, only the draft is not kept.
  }
};

export const clearBookingDraft = (userId: string | undefined) => {
  if (!userId) return;
  try {
    localStorage.removeItem(keyOf(userId));
  } catch {
    // Nothing was kept.
  }
};
