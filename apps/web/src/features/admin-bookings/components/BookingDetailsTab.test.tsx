import { screen } from '@testing-library/react';
import { type AdminBookingDetail, NO_RECIPIENT_CHOICES } from '@ukgh/domain';
import { describe, expect, it } from 'vitest';
import { makeDetail } from '../../../test/booking-fixtures.ts';
import { renderPage } from '../../../test/render.tsx';
import { BookingDetailsTab } from './BookingDetailsTab.tsx';

const detail = (optIn: boolean) =>
  ({
    ...makeDetail(),
    recipient_whatsapp_opt_in: optIn,
    recipient_choices: NO_RECIPIENT_CHOICES,
    recipient_page_path: null,
    can_reissue_handover_code: false,
  }) as unknown as AdminBookingDetail;

describe('BookingDetailsTab', () => {
  it('says whether the recipient hears by WhatsApp or by SMS', () => {
    const { unmount } = renderPage(<BookingDetailsTab booking={detail(true)} />);
    expect(screen.getByText('Texts by WhatsApp (opted in)')).toBeInTheDocument();
    unmount();
    renderPage(<BookingDetailsTab booking={detail(false)} />);
    expect(screen.getByText('Texts by SMS')).toBeInTheDocument();
  });
});
