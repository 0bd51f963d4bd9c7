import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { routeFetch } from '../../../test/booking-fixtures.ts';
import { renderPage } from '../../../test/render.tsx';
import { useWizardForm, WizardFormProvider } from '../form-context.ts';
import { initialValues } from '../wizard-form.ts';
import { ReviewStep } from './ReviewStep.tsx';

function Review({ whatsapp }: { whatsapp: boolean }) {
  const form = useWizardForm({
    initialValues: {
      ...initialValues(null),
      recipient_name: 'Yaw Mensah',
      recipient_phone: '+233 24 123 4567',
      recipient_whatsapp_opt_in: whatsapp,
    },
  });
  return (
    <WizardFormProvider form={form}>
      <ReviewStep onEdit={() => {}} quote={{ data: undefined, loading: false, failed: false }} />
    </WizardFormProvider>
  );
}

const recipientCard = () =>
  screen.getByText('Recipient', { selector: 'p' }).closest('.mantine-Card-root') as HTMLElement;

describe('ReviewStep', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the recipient's WhatsApp answer beside their phone: WhatsApp when ticked, SMS otherwise", () => {
    routeFetch({});
    const ticked = renderPage(<Review whatsapp />);
    expect(within(recipientCard()).getByTestId('review-recipient-texts')).toHaveTextContent(
      'Texts by WhatsApp',
    );
    expect(within(recipientCard()).getByText('+233 24 123 4567')).toBeInTheDocument();
    ticked.unmount();

    renderPage(<Review whatsapp={false} />);
    expect(within(recipientCard()).getByTestId('review-recipient-texts')).toHaveTextContent('Texts by SMS');
    expect(screen.queryByText('Texts by WhatsApp')).not.toBeInTheDocument();
  });
});
