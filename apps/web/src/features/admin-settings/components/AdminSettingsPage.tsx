import { Button, Stack } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { SETTINGS_MESSAGES } from '@ukgh/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState.tsx';
import { PageHeader } from '../../../components/ui/PageHeader.tsx';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { useAdminSettings } from '../api/settings.ts';
import { BankDetailsSection } from './BankDetailsSection.tsx';
import { BankHolidaysSection } from './BankHolidaysSection.tsx';
import { CollectionDaysSection } from './CollectionDaysSection.tsx';
import { CompanySection } from './CompanySection.tsx';
import { CurrencySection } from './CurrencySection.tsx';
import { DeliveryEstimateSection } from './DeliveryEstimateSection.tsx';
import { RatesSection } from './RatesSection.tsx';

/** /admin/settings: the system settings of spec 001 §7, one form per section. */
export function AdminSettingsPage() {
  const settings = useAdminSettings();
  const { hash } = useLocation();
  const loaded = Boolean(settings.data);
  // A link from the setup checklist (#bank-details) lands on its section once the forms are drawn.
  useEffect(() => {
    if (!loaded || !hash) return;
    const section = document.getElementById(decodeURIComponent(hash.slice(1)));
    section?.scrollIntoView({ block: 'start' });
    section?.querySelector<HTMLElement>('input, textarea, button')?.focus({ preventScroll: true });
  }, [loaded, hash]);

  const body = () => {
    if (settings.isPending) return <PageLoader label="Loading settings" />;
    if (!settings.data) {
      return (
        <EmptyState
          title={SETTINGS_MESSAGES.loadFailed}
          action={
            <Button
              variant="light"
              leftSection={<IconRefresh size={16} />}
              onClick={() => settings.refetch()}
            >
              Try again
            </Button>
          }
        />
      );
    }
    const { company, rate_card, currency, bank_details, collection_days, bank_holidays, delivery_estimate } =
      settings.data;
    return (
      <Stack gap="lg">
        <CompanySection company={company} />
        <RatesSection rateCard={rate_card} />
        <CurrencySection currency={currency} />
        <CollectionDaysSection days={collection_days} />
        <BankHolidaysSection holidays={bank_holidays} />
        <DeliveryEstimateSection estimate={delivery_estimate} />
        <BankDetailsSection bank={bank_details} />
      </Stack>
    );
  };

  return (
    <>
      <PageHeader
        title="Settings"
        subtitle="Company details, the rate card, the exchange rate, collection days and bank holidays, the delivery estimate and the bank account customers pay into."
      />
      {body()}
    </>
  );
}
