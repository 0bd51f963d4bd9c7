import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { AdminSettingsDto, UpdateSettingsInput } from '@ukgh/domain';
import { type SafeParser, schemaParse, serverFieldErrors } from '../../../lib/form-errors.ts';
import { sectionErrors } from '../api/settings.ts';

type Section = keyof UpdateSettingsInput;
/**
 * A section's form: checked with the same domain schema the server uses, sent as `{[section]: values}` (what the
 * schema made of them), and the server's field errors shown under the fields they name.
 */
export const useSectionForm = <V extends Record<string, unknown>>(
  section: Section,
  schema: SafeParser,
  initialValues: V,
  save: UseMutationResult<AdminSettingsDto, Error, UpdateSettingsInput>,
  {
    fromSaved = toFormValues,
    toSection = (values: V): unknown => values,
  }: {
    /** The form's values from the saved section, when they are shaped differently. */
    fromSaved?: (saved: unknown) => unknown;
    /** The section as sent, when the form holds it differently. */
    toSection?: (values: V) => unknown;
  } = {},
) => {
  const form = useForm<V>({ mode: 'controlled', initialValues });
  const onSubmit = form.onSubmit((values) => {
    const { errors, data } = schemaParse(schema, toSection(values));
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    save.mutate({ [section]: data } as UpdateSettingsInput, {
      onSuccess: (saved) => {
        const next: unknown = saved[section];
        if (next) {
          form.setInitialValues(fromSaved(next) as V);
          form.setValues(fromSaved(next) as V);
        }
      },
      onError: (error) => form.setErrors(sectionErrors(serverFieldErrors(error), section)),
    });
  });
  return { form, onSubmit };
};

/** null → '' so inputs stay controlled (blank social links are stored as null). */
export const toFormValues = (value: unknown): unknown => {
  if (value === null) return '';
  if (Array.isArray(value)) return value.map(toFormValues);
  if (typeof value === 'object')
    return Object.fromEntries(Object.entries(value as object).map(([k, v]) => [k, toFormValues(v)]));
  return value;
};
