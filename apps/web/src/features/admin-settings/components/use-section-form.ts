import { useForm } from '@mantine/form';
import type { UseMutationResult } from '@tanstack/react-query';
import type { AdminSettingsDto, UpdateSettingsInput } from '@ukgh/domain';
import { schemaErrors, serverFieldErrors } from '../../../lib/form-errors.ts';
import { sectionErrors } from '../api/settings.ts';

type Section = keyof UpdateSettingsInput;
interface Parser {
  safeParse(values: unknown): {
    success: boolean;
    data?: unknown;
    error?: { issues: { path: PropertyKey[]; message: string }[] };
  };
}

/**
 * A section's form: checked with the same domain schema the server uses, sent as `{[section]: values}`,
 * and the server's field errors shown under the fields they name.
 */
export const useSectionForm = <V extends Record<string, unknown>>(
  section: Section,
  schema: Parser,
  initialValues: V,
  save: UseMutationResult<AdminSettingsDto, Error, UpdateSettingsInput>,
  /** The form's values from the saved section, when they are shaped differently. */
  fromSaved: (saved: unknown) => unknown = toFormValues,
) => {
  const form = useForm<V>({
    mode: 'controlled',
    initialValues,
    validate: (values) => schemaErrors(schema, values),
  });
  const onSubmit = form.onSubmit((values) => {
    const parsed = schema.safeParse(values);
    save.mutate({ [section]: parsed.data } as UpdateSettingsInput, {
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
