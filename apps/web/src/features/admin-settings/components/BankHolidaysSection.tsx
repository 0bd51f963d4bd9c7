import { ActionIcon, Anchor, Button, Flex, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { type BankHoliday, bankHolidaysSchema, DEFAULT_BANK_HOLIDAYS, SETTINGS_MESSAGES } from '@ukgh/domain';
import { useSaveSettings } from '../api/settings.ts';
import { SettingsSection } from './SettingsSection.tsx';
import { useSectionForm } from './use-section-form.ts';

/** The UK bank holidays without collections: the booking form offers none of them, and the server refuses them. */
export function BankHolidaysSection({ holidays }: { holidays: BankHoliday[] }) {
  const save = useSaveSettings(SETTINGS_MESSAGES.bankHolidaysSaved, SETTINGS_MESSAGES.saveFailed);
  // The form holds {holidays}; the section is sent as the bare list.
  const { form, onSubmit } = useSectionForm('bank_holidays', bankHolidaysSchema, { holidays }, save, {
    fromSaved: (saved) => ({ holidays: saved }),
    toSection: (values) => values.holidays,
  });
  const list = form.getValues().holidays;
  const error = form.errors[''] ?? form.errors.holidays;

  return (
    <SettingsSection
      id="bank-holidays"
      title="Bank holidays"
      label="Bank holidays"
      description={
        <>
          No collections on these days. The list starts from{' '}
          <Anchor href="https://www.gov.uk/bank-holidays" target="_blank" rel="noopener noreferrer" fz="sm">
            gov.uk’s bank holidays
          </Anchor>{' '}
          for England and Wales; add next year’s when they are published.
        </>
      }
      onSubmit={onSubmit}
      saving={save.isPending}
    >
      <Stack gap="xs" data-testid="bank-holidays">
        {list.map((holiday, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id, and the form keeps them by position
          <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
            {/* On a phone the name goes under its date, so it is read whole. */}
            <Flex direction={{ base: 'column', xs: 'row' }} gap="xs" flex={1} miw={0}>
              <TextInput
                type="date"
                aria-label={`Date of bank holiday ${index + 1}`}
                w={{ base: '100%', xs: 170 }}
                style={{ flexShrink: 0 }}
                {...form.getInputProps(`holidays.${index}.date`)}
              />
              <TextInput
                aria-label={`Name of bank holiday ${index + 1}`}
                flex={1}
                miw={0}
                {...form.getInputProps(`holidays.${index}.name`)}
              />
            </Flex>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={`Remove ${holiday.name || 'this bank holiday'}${holiday.date ? ` (${holiday.date})` : ''}`}
              onClick={() => form.removeListItem('holidays', index)}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Group>
        ))}
        {error && (
          <Text c="red" fz="sm">
            {error}
          </Text>
        )}
        <Group gap="xs">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} />}
            onClick={() => form.insertListItem('holidays', { date: '', name: '' })}
          >
            Add a bank holiday
          </Button>
          <Button
            variant="subtle"
            size="xs"
            onClick={() =>
              form.setFieldValue(
                'holidays',
                DEFAULT_BANK_HOLIDAYS.map((h) => ({ ...h })),
              )
            }
          >
            Restore gov.uk’s list
          </Button>
        </Group>
      </Stack>
    </SettingsSection>
  );
}
