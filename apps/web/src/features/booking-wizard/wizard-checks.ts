import {
  type BankHoliday,
  BOOKING_FIELD_MESSAGES,
  bookingSubmitSchemaFor,
  CUSTOMS_MESSAGES,
  DEFAULT_COLLECTION_DAYS,
} from '@ukgh/domain';
import { schemaErrors } from '../../lib/form-errors.ts';
import { formFieldOf, LAST_STEP, stepOfField, toPayload, type WizardValues } from './wizard-form.ts';

/**
 * Every problem the domain's booking schema (the one the server validates with, collection calendar included) finds, as form errors,
 * plus the pickup date and time the form requires (spec 000 §5) and the prohibited-goods declaration.
 */
export const allErrors = (
  values: WizardValues,
  collectionDays: readonly number[] = DEFAULT_COLLECTION_DAYS,
  holidays: readonly BankHoliday[] = [],
): Record<string, string> => {
  const errors: Record<string, string> = {};
  const schema = bookingSubmitSchemaFor(collectionDays, holidays);
  for (const [path, message] of Object.entries(schemaErrors(schema, toPayload(values)))) {
    const field = formFieldOf(path);
    if (!(field in errors)) errors[field] = message;
  }
  if (!values.pickup_date) errors.pickup_date = BOOKING_FIELD_MESSAGES.required;
  if (!values.pickup_slot) errors.pickup_slot = BOOKING_FIELD_MESSAGES.required;
  // The API takes a booking without it (a client written to the spec); the wizard asks it of everyone.
  if (!values.prohibited_goods_declared)
    errors.prohibited_goods_declared = CUSTOMS_MESSAGES.declarationRequired;
  return errors;
};

/** The errors a step must clear before Next (the review step checks everything). */
export const stepErrors = (
  values: WizardValues,
  step: number,
  collectionDays: readonly number[] = DEFAULT_COLLECTION_DAYS,
  holidays: readonly BankHoliday[] = [],
): Record<string, string> => {
  const errors = allErrors(values, collectionDays, holidays);
  if (step >= LAST_STEP) return errors;
  return Object.fromEntries(Object.entries(errors).filter(([path]) => stepOfField(path) === step));
};
