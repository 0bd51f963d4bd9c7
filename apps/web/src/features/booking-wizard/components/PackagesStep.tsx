import { Button, Card, Group, NumberInput, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { PACKAGE_TYPES } from '@ukgh/domain';
import { useWizardFormContext } from '../form-context.ts';
import { emptyPackage } from '../wizard-form.ts';

const TYPE_LABELS: Record<(typeof PACKAGE_TYPES)[number], string> = {
  BOX: 'Box',
  BARREL: 'Barrel',
  ENVELOPE: 'Envelope',
  BAG: 'Bag',
};
const TYPE_OPTIONS = PACKAGE_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));

/** Step 3: one card per package line; a line can be removed only while more than one exists. */
export function PackagesStep() {
  const form = useWizardFormContext();
  const packages = form.getValues().packages;
  const canRemove = packages.length > 1;
  return (
    <Stack gap="md">
      {packages.map((pkg, index) => (
        <Card key={pkg.key} withBorder radius="md" padding="md" data-testid="package-form">
          <Group justify="space-between" mb="sm">
            <Text fw={700} c="brand.9">
              Package {index + 1}
            </Text>
            {canRemove && (
              <Button
                variant="subtle"
                color="red"
                size="compact-sm"
                leftSection={<IconTrash size={14} />}
                onClick={() => form.removeListItem('packages', index)}
                data-testid={`remove-package-${index}`}
              >
                Remove
              </Button>
            )}
          </Group>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput
                label="Description"
                withAsterisk
                placeholder="e.g. Clothes and shoes"
                style={{ gridColumn: 'span 1' }}
                data-testid={`package-${index}-description`}
                {...form.getInputProps(`packages.${index}.description`)}
              />
              <Select
                label="Type"
                withAsterisk
                data={TYPE_OPTIONS}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                data-testid={`package-${index}-type`}
                {...form.getInputProps(`packages.${index}.pkg_type`)}
              />
              <NumberInput
                label="Quantity"
                withAsterisk
                min={1}
                step={1}
                allowDecimal={false}
                allowNegative={false}
                data-testid={`package-${index}-qty`}
                {...form.getInputProps(`packages.${index}.qty`)}
              />
            </SimpleGrid>
            <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="sm">
              <NumberInput
                label="Weight (kg)"
                min={0}
                step={0.1}
                decimalScale={2}
                allowNegative={false}
                placeholder="0"
                data-testid={`package-${index}-weight`}
                {...form.getInputProps(`packages.${index}.weight_kg`)}
              />
              <NumberInput
                label="Length (cm)"
                min={0}
                step={0.1}
                decimalScale={1}
                allowNegative={false}
                placeholder="0"
                {...form.getInputProps(`packages.${index}.length_cm`)}
              />
              <NumberInput
                label="Width (cm)"
                min={0}
                step={0.1}
                decimalScale={1}
                allowNegative={false}
                placeholder="0"
                {...form.getInputProps(`packages.${index}.width_cm`)}
              />
              <NumberInput
                label="Height (cm)"
                min={0}
                step={0.1}
                decimalScale={1}
                allowNegative={false}
                placeholder="0"
                {...form.getInputProps(`packages.${index}.height_cm`)}
              />
              <NumberInput
                label="Value each (£)"
                min={0}
                step={0.01}
                decimalScale={2}
                fixedDecimalScale={false}
                allowNegative={false}
                placeholder="0.00"
                data-testid={`package-${index}-value`}
                {...form.getInputProps(`packages.${index}.declared_value`)}
              />
            </SimpleGrid>
          </Stack>
        </Card>
      ))}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} />}
        onClick={() => form.insertListItem('packages', emptyPackage())}
        style={{ alignSelf: 'flex-start' }}
        data-testid="add-package"
      >
        Add another package
      </Button>
      <Text fz="xs" c="dimmed">
        Weight and size are per item. We price on the greater of actual and volumetric weight; our agent
        weighs every parcel at collection.
      </Text>
    </Stack>
  );
}
