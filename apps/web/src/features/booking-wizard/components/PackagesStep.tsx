import {
  Autocomplete,
  Button,
  Card,
  type ComboboxItem,
  Group,
  NumberInput,
  type OptionsFilter,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconId, IconPlus, IconTrash } from '@tabler/icons-react';
import { COMMON_HS_CODES, GOODS_CATEGORIES, GOODS_CATEGORY_LABELS, PACKAGE_TYPES } from '@ukgh/domain';
import { useWizardFormContext } from '../form-context.ts';
import { emptyPackage } from '../wizard-form.ts';

const TYPE_LABELS: Record<(typeof PACKAGE_TYPES)[number], string> = {
  BOX: 'Box',
  BARREL: 'Barrel',
  ENVELOPE: 'Envelope',
  BAG: 'Bag',
};
const TYPE_OPTIONS = PACKAGE_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));
const CATEGORY_OPTIONS = GOODS_CATEGORIES.map((value) => ({ value, label: GOODS_CATEGORY_LABELS[value] }));

// The codes customers pick from, searched by number or by words of the description.
const HS_DESCRIPTIONS = new Map(COMMON_HS_CODES.map((c) => [c.code, c.description]));
const HS_OPTIONS = COMMON_HS_CODES.map((c) => ({ value: c.code, label: c.code }));
const filterHs: OptionsFilter = ({ options, search }) => {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return (options as ComboboxItem[]).filter((o) => {
    const text = `${o.value} ${HS_DESCRIPTIONS.get(o.value) ?? ''}`.toLowerCase();
    return words.every((w) => text.includes(w));
  });
};

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
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <Select
                label="What the goods are, for customs"
                data={CATEGORY_OPTIONS}
                allowDeselect={false}
                comboboxProps={{ withinPortal: true }}
                data-testid={`package-${index}-category`}
                {...form.getInputProps(`packages.${index}.category`)}
              />
              <Autocomplete
                label="HS code"
                description="Optional: search by number or by what it is"
                placeholder="e.g. 6309.00 or clothing"
                data={HS_OPTIONS}
                filter={filterHs}
                limit={8}
                renderOption={({ option }) => (
                  <Text fz="sm">
                    <b>{option.value}</b> {HS_DESCRIPTIONS.get(option.value)}
                  </Text>
                )}
                comboboxProps={{ withinPortal: true }}
                data-testid={`package-${index}-hs-code`}
                {...form.getInputProps(`packages.${index}.hs_code`)}
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
      {packages.some((pkg) => pkg.category === 'COMMERCIAL') && (
        <TextInput
          label="Recipient's Ghana Card number or TIN"
          withAsterisk
          description="Customs in Ghana asks it of commercial goods"
          placeholder="GHA-123456789-0"
          leftSection={<IconId size={16} />}
          data-testid="recipient-id-number"
          {...form.getInputProps('recipient_id_number')}
        />
      )}
      <Text fz="xs" c="dimmed">
        Weight and size are per item. We price on the greater of actual and volumetric weight; our agent
        weighs every parcel at collection.
      </Text>
    </Stack>
  );
}
