// The settings sections' schemas on their own, so that Admin Settings can download them (and zod) after it has
// drawn (deferredCheck in lib/form-errors.ts).
export {
  bankDetailsSchema,
  collectionDaysSchema,
  companySettingsSchema,
  deliveryEstimateSettingsSchema,
  rateCardSettingsSchema,
  updateCurrencySchema,
} from '@ukgh/domain';
