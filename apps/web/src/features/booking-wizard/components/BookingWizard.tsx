import { ActionIcon, Button, Card, Grid, Group, Stepper, Text, Title, Tooltip } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft, IconArrowRight, IconCheck, IconDeviceFloppy, IconSend } from '@tabler/icons-react';
import { BOOKING_MESSAGES } from '@ukgh/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { ApiError, serverReason } from '../../../lib/api-client.ts';
import { useCurrentUser } from '../../../lib/auth-store.ts';
import type { BookingDetail } from '../../../lib/bookings/types.ts';
import { useBankHolidays, useCollectionDays } from '../../../lib/collection-days.ts';
import { serverFieldErrors } from '../../../lib/form-errors.ts';
import { clearQuoteDraft, readQuoteDraft } from '../../../lib/quote-draft.ts';
import { toast } from '../../../lib/toast.ts';
import { newIdempotencyKey, useCreateBooking } from '../api/create-booking.ts';
import { useLiveQuote } from '../api/quote.ts';
import { EDIT_BOOKING_MESSAGES, useUpdateBooking } from '../api/update-booking.ts';
import type { BookingDraft } from '../booking-draft.ts';
import { useWizardForm, WizardFormProvider } from '../form-context.ts';
import { stepErrors } from '../wizard-checks.ts';
import {
  formFieldOf,
  initialValues,
  LAST_STEP,
  stepOfField,
  toPayload,
  valuesFromBooking,
  WIZARD_STEP_TITLES,
  type WizardValues,
  withQuoteDraft,
} from '../wizard-form.ts';
import { BookingSummary } from './BookingSummary.tsx';
import { SenderStep } from './SenderStep.tsx';

// The later steps' pickers (regions, numbers, dates, the review's tables) are a chunk of their own because
// with them and the booking's checks (zod) the wizard's first screen is over the signed-in budget; a
// failed download shows the route's error, never an unchecked step.
const LaterSteps = lazy(() => import('./LaterSteps.tsx').then((m) => ({ default: m.LaterSteps })));

const STEP_HINTS = [
  'Where we collect your parcels in the UK.',
  'Who receives them in Ghana.',
  'What you are sending. Add a line for each kind of package.',
  'How it travels and when we collect it.',
  'Check everything, then submit your booking.',
];
const EDIT_REVIEW_HINT = 'Check everything, then save your changes. We work out the price again.';

/**
 * Takes the customer to the first message, which may be below the fold on a phone: scrolled to the middle of
 * the screen (clear of the sticky header), then focused. A message with no field of its own (the packages
 * list's) is scrolled to without focus.
 */
const focusFirstError = () =>
  setTimeout(() => {
    const form = document.querySelector('[data-testid="wizard-form"]');
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"], [data-wizard-error]');
    if (!first) return;
    first.scrollIntoView({ block: 'center', behavior: 'smooth' });
    if (first.matches('[aria-invalid="true"]')) first.focus({ preventScroll: true });
  });

/** Where a new booking's draft is kept between visits (booking-draft.ts; the edit screen keeps none). */
export interface DraftStore {
  read: (fresh: WizardValues) => BookingDraft | null;
  save: (draft: BookingDraft) => void;
  clear: () => void;
}

/**
 * The five-step wizard. Without `editing` it books a new shipment (POST, under an Idempotency-Key); with
 * the booking it corrects that pending booking instead, starting from what was stored (PUT).
 */
export function BookingWizard({ editing, drafts }: { editing?: BookingDetail; drafts?: DraftStore }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const phone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  // A new booking picks up the draft this browser kept (booking-draft.ts), then what was typed in the rates
  // calculator (quote-draft.ts), which is the newer wish.
  const [draft] = useState(() => (editing ? null : (drafts?.read(initialValues(user)) ?? null)));
  const [step, setStep] = useState(() => Math.min(draft?.step ?? 0, LAST_STEP));
  const [startValues] = useState(() =>
    editing
      ? valuesFromBooking(editing)
      : withQuoteDraft(draft?.values ?? initialValues(user), readQuoteDraft()),
  );
  useEffect(() => {
    if (!editing) clearQuoteDraft();
  }, [editing]);
  const stepRef = useRef(step);
  const form = useWizardForm({
    initialValues: startValues,
    onValuesChange: (changed) => {
      if (!editing) drafts?.save({ values: changed, step: stepRef.current });
    },
  });
  const values = form.getValues();
  const quote = useLiveQuote(values);
  const create = useCreateBooking();
  const update = useUpdateBooking(editing?.id ?? '');
  const mutation = editing ? update : create;
  const backTo = editing ? `/dashboard/bookings/${editing.id}` : '/dashboard';
  const backLabel = editing ? 'Back to booking details' : 'Back to dashboard';
  // One key per submission: a double click or a retry after a lost answer cannot make a second booking.
  const idempotencyKey = useRef(newIdempotencyKey());
  const collectionDays = useCollectionDays();
  const bankHolidays = useBankHolidays();
  const submitting = useRef(false);

  const goTo = (next: number) => {
    setStep(next);
    stepRef.current = next;
    if (!editing) drafts?.save({ values: form.getValues(), step: next });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  const problemsOf = (values: WizardValues, current: number) =>
    stepErrors(values, current, collectionDays, bankHolidays);

  /** Shows the step's problems beside their fields; true when there are none. */
  const checkStep = (current: number) => {
    const errors = problemsOf(form.getValues(), current);
    form.setErrors(errors);
    const ok = Object.keys(errors).length === 0;
    if (!ok) focusFirstError();
    return ok;
  };

  const next = () => {
    if (step >= LAST_STEP || !checkStep(step)) return;
    form.clearErrors();
    goTo(step + 1);
  };
  const previous = () => {
    if (step > 0) goTo(step - 1);
  };

  /** The server's verdict: the spec's toast, and each field's message beside its field. */
  const showFailure = (error: unknown, message: string) => {
    submitting.current = false;
    if (error instanceof ApiError && error.status === 401) return;
    toast.error(message, serverReason(error));
    const fieldErrors = Object.fromEntries(
      Object.entries(serverFieldErrors(error)).map(([path, message]) => [formFieldOf(path), message]),
    );
    if (Object.keys(fieldErrors).length > 0) {
      form.setErrors(fieldErrors);
      goTo(Math.min(...Object.keys(fieldErrors).map(stepOfField)));
      focusFirstError();
    }
  };

  const submit = () => {
    if (submitting.current || mutation.isPending) return;
    submitting.current = true;
    const errors = problemsOf(form.getValues(), LAST_STEP);
    if (Object.keys(errors).length > 0) {
      submitting.current = false;
      form.setErrors(errors);
      goTo(Math.min(...Object.keys(errors).map(stepOfField)));
      return;
    }
    if (editing) {
      update.mutate(toPayload(form.getValues()), {
        onSuccess: () => {
          toast.success(EDIT_BOOKING_MESSAGES.updated);
          navigate(`/dashboard/bookings/${editing.id}`);
        },
        onError: (error) => showFailure(error, EDIT_BOOKING_MESSAGES.updateFailed),
      });
      return;
    }
    create.mutate(
      { payload: toPayload(form.getValues()), idempotencyKey: idempotencyKey.current },
      {
        onSuccess: () => {
          drafts?.clear();
          toast.success(BOOKING_MESSAGES.created);
          navigate('/dashboard/bookings');
        },
        onError: (error) => {
          // The server refused this payload outright, so no booking exists: the corrected one is a new submission.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
            idempotencyKey.current = newIdempotencyKey();
          }
          showFailure(error, BOOKING_MESSAGES.createFailed);
        },
      },
    );
  };

  const busy = mutation.isPending || mutation.isSuccess;

  return (
    <WizardFormProvider form={form}>
      <Group gap="sm" mb="lg" wrap="nowrap" align="center">
        <Tooltip label={backLabel}>
          <ActionIcon
            component={Link}
            to={backTo}
            variant="light"
            size="lg"
            radius="xl"
            aria-label={backLabel}
            data-testid="wizard-back"
          >
            <IconArrowLeft size={18} />
          </ActionIcon>
        </Tooltip>
        <div>
          <Title order={1} fz={{ base: 24, sm: 30 }} c="brand.9" data-testid="wizard-title">
            {editing ? `Edit Booking ${editing.booking_code}` : 'Book a Shipment'}
          </Title>
          <Text c="dimmed" fz="sm">
            {editing
              ? 'Correct anything while the booking is pending; the price is worked out again.'
              : 'UK to Ghana, collected from your door.'}
          </Text>
        </div>
      </Group>

      <Grid gutter="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Card p={{ base: 'md', sm: 'xl' }}>
            <Stepper
              active={step}
              onStepClick={(target) => target < step && goTo(target)}
              allowNextStepsSelect={false}
              size={phone ? 'xs' : 'sm'}
              iconSize={phone ? 30 : 36}
              completedIcon={<IconCheck size={16} />}
              mb="lg"
              data-testid="wizard-stepper"
              styles={{ steps: { flexWrap: 'nowrap' }, separator: { marginInline: phone ? 4 : 8 } }}
            >
              {/* A phone shows only the step's number: its name then says which step it is. */}
              {WIZARD_STEP_TITLES.map((title, index) => (
                <Stepper.Step
                  key={title}
                  label={phone ? undefined : title}
                  aria-label={phone ? `Step ${index + 1}: ${title}` : undefined}
                />
              ))}
            </Stepper>

            <Group justify="space-between" align="baseline" mb="md" gap="xs">
              <Title order={2} fz="xl" c="brand.9" data-testid="wizard-step-title">
                {WIZARD_STEP_TITLES[step]}
              </Title>
              <Text fz="sm" c="dimmed">
                Step {step + 1} of {WIZARD_STEP_TITLES.length}
              </Text>
            </Group>
            <Text c="dimmed" fz="sm" mb="lg">
              {editing && step === LAST_STEP ? EDIT_REVIEW_HINT : STEP_HINTS[step]}
            </Text>

            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (step < LAST_STEP) next();
                else submit();
              }}
              data-testid="wizard-form"
            >
              {step === 0 ? (
                <SenderStep />
              ) : (
                <Suspense fallback={<PageLoader label="Loading this step" />}>
                  <LaterSteps step={step} onEdit={goTo} quote={quote} />
                </Suspense>
              )}

              <Group justify="space-between" mt="xl" gap="sm">
                {step > 0 ? (
                  <Button
                    variant="default"
                    leftSection={<IconArrowLeft size={16} />}
                    onClick={previous}
                    disabled={busy}
                    data-testid="wizard-previous"
                  >
                    Previous
                  </Button>
                ) : (
                  <span />
                )}
                {step < LAST_STEP ? (
                  <Button type="submit" rightSection={<IconArrowRight size={16} />} data-testid="wizard-next">
                    Next
                  </Button>
                ) : (
                  <Button
                    type="submit"
                    color="gold"
                    c="brand.9"
                    loading={busy}
                    // Without a price the customer would be booking blind, at whatever the server charges.
                    disabled={busy || !quote.data}
                    rightSection={editing ? <IconDeviceFloppy size={16} /> : <IconSend size={16} />}
                    data-testid="wizard-submit"
                  >
                    {editing ? 'Save Changes' : 'Submit Booking'}
                  </Button>
                )}
              </Group>
            </form>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <BookingSummary values={values} quote={quote} />
        </Grid.Col>
      </Grid>
    </WizardFormProvider>
  );
}
