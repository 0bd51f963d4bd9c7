import { useMemo } from 'react';
import { useCurrentUser } from '../../../lib/auth-store.ts';
import { clearBookingDraft, readBookingDraft, saveBookingDraft } from '../booking-draft.ts';
import { BookingWizard, type DraftStore } from './BookingWizard.tsx';

/**
 * /dashboard/book (spec 000 §2, Booking wizard): five steps, each checked before the next. The half-filled
 * booking is kept in this browser until it is submitted (the edit screen, which shares the wizard, keeps none).
 */
export function BookingWizardPage() {
  const userId = useCurrentUser()?.id;
  const drafts = useMemo<DraftStore>(
    () => ({
      read: (fresh) => readBookingDraft(userId, fresh),
      save: (draft) => saveBookingDraft(userId, draft),
      clear: () => clearBookingDraft(userId),
    }),
    [userId],
  );
  return <BookingWizard drafts={drafts} />;
}
