import { Checkbox, Group } from '@mantine/core';
import { collectionDaysSchema, SETTINGS_MESSAGES, WEEKDAY_NAMES } from '@ukgh/domain';
import { useSaveSettings } from '../api/settings.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { useSectionForm } from './use-section-form.ts';

/** Monday first, as a UK week is read (the values are Date.getUTCDay() numbers, 0 Sunday). */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

export function CollectionDaysSection({ days }: { days: number[] }) {
  const save = useSaveSettings(SETTINGS_MESSAGES.collectionDaysSaved, SETTINGS_MESSAGES.saveFailed);
  // The form holds {days}; the section is sent as the bare list.
  const { form, onSubmit } = useSectionForm('collection_days', collectionDaysSchema, { days }, save, {
    fromSaved: (saved) => ({ days: saved }),
    toSection: (values) => values.days,
  });
  const error = form.errors[''] ?? form.errors.days;

  return (
    <SettingsSection
      id="collection-days"
      title="Collection days"
      label="Collection days"
      description="The weekdays collections run. Customers can only choose these days in the booking form."
      onSubmit={onSubmit}
      saving={save.isPending}
    >
      <Checkbox.Group
        label="Collections run on"
        value={form.getValues().days.map(String)}
        onChange={(value) => form.setFieldValue('days', value.map(Number))}
        error={error}
      >
        <Group gap="lg" mt="xs">
          {WEEK.map((day) => (
            <Checkbox key={day} value={String(day)} label={WEEKDAY_NAMES[day]} />
          ))}
        </Group>
      </Checkbox.Group>
    </SettingsSection>
  );
}
