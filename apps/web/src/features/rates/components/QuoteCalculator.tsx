import {
  ActionIcon,
  Box,
  Button,
  Card,
  Divider,
  Grid,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowRight, IconPlane, IconPlus, IconShip, IconTrash } from '@tabler/icons-react';
import { PACKAGE_TYPES, type PackageType, quote, type RateCard } from '@ukgh/domain';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { formatGbp, formatGhs } from '../../../lib/format-money.ts';
import { formatNumber } from '../../../lib/format-number.ts';
import { saveQuoteDraft } from '../../../lib/quote-draft.ts';
import {
  type CalcPackage,
  type CalcState,
  checkCalculator,
  hasSomethingToPrice,
  initialCalcState,
  newPackage,
} from './calculator-state.ts';

const TYPE_OPTIONS: { value: PackageType; label: string }[] = PACKAGE_TYPES.map((value) => ({
  value,
  label: { BOX: 'Box', BARREL: 'Barrel', ENVELOPE: 'Envelope', BAG: 'Bag' }[value],
}));

interface RowProps {
  pkg: CalcPackage;
  index: number;
  /** The booking schema's messages for this package, by field name. */
  errors: Partial<Record<keyof CalcPackage, string>>;
  removable: boolean;
  onChange: (patch: Partial<CalcPackage>) => void;
  onRemove: () => void;
}

function PackageRow({ pkg, index, errors, removable, onChange, onRemove }: RowProps) {
  const n = index + 1;
  const numberProps = { min: 0, size: 'sm' as const, hideControls: true, allowNegative: false };
  return (
    <Paper withBorder p="md" radius="md" data-testid={`calc-package-${index}`}>
      <Group justify="space-between" mb="sm">
        <Text fw={700} c="brand.9">
          Package {n}
        </Text>
        {removable && (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Remove package ${n}`}
            onClick={onRemove}
            data-testid={`calc-remove-${index}`}
          >
            <IconTrash size={18} />
          </ActionIcon>
        )}
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="sm">
        <NativeSelect
          label="Type"
          data={TYPE_OPTIONS}
          value={pkg.pkg_type}
          onChange={(e) => onChange({ pkg_type: e.currentTarget.value as PackageType })}
          size="sm"
          data-testid={`calc-type-${index}`}
        />
        <NumberInput
          label="Quantity"
          {...numberProps}
          min={1}
          allowDecimal={false}
          value={pkg.qty}
          error={errors.qty}
          onChange={(qty) => onChange({ qty })}
          data-testid={`calc-qty-${index}`}
        />
        <NumberInput
          label="Weight (kg)"
          {...numberProps}
          decimalScale={2}
          step={0.1}
          placeholder="0"
          value={pkg.weight_kg}
          error={errors.weight_kg}
          onChange={(weight_kg) => onChange({ weight_kg })}
          data-testid={`calc-weight-${index}`}
        />
        <NumberInput
          label="Value each (£)"
          {...numberProps}
          decimalScale={2}
          placeholder="0.00"
          value={pkg.declared_value}
          error={errors.declared_value}
          onChange={(declared_value) => onChange({ declared_value })}
          data-testid={`calc-value-${index}`}
        />
      </SimpleGrid>
      <SimpleGrid cols={3} spacing="sm" mt="sm">
        <NumberInput
          label="Length (cm)"
          {...numberProps}
          decimalScale={1}
          placeholder="0"
          value={pkg.length_cm}
          error={errors.length_cm}
          onChange={(length_cm) => onChange({ length_cm })}
          data-testid={`calc-length-${index}`}
        />
        <NumberInput
          label="Width (cm)"
          {...numberProps}
          decimalScale={1}
          placeholder="0"
          value={pkg.width_cm}
          error={errors.width_cm}
          onChange={(width_cm) => onChange({ width_cm })}
          data-testid={`calc-width-${index}`}
        />
        <NumberInput
          label="Height (cm)"
          {...numberProps}
          decimalScale={1}
          placeholder="0"
          value={pkg.height_cm}
          error={errors.height_cm}
          onChange={(height_cm) => onChange({ height_cm })}
          data-testid={`calc-height-${index}`}
        />
      </SimpleGrid>
    </Paper>
  );
}

/** Prices as you type, in the browser, with the server's engine and rate card (same numbers as booking). */
export function QuoteCalculator({ card }: { card: RateCard }) {
  const [state, setState] = useState<CalcState>(initialCalcState);
  // The booking's own package schema and limits: what the wizard and the API refuse gets no price here.
  const { errors, request } = useMemo(() => checkCalculator(state), [state]);
  const result = useMemo(
    () => (request && hasSomethingToPrice(request) ? quote(request, card) : null),
    [request, card],
  );
  const invalid = Object.keys(errors).length > 0;
  const errorsOf = (index: number) =>
    Object.fromEntries(
      Object.entries(errors)
        .filter(([path]) => path.startsWith(`packages.${index}.`))
        .map(([path, message]) => [path.slice(`packages.${index}.`.length), message]),
    );
  const insurance = card.insurance;

  const updatePackage = (key: number, patch: Partial<CalcPackage>) =>
    setState((s) => ({ ...s, packages: s.packages.map((p) => (p.key === key ? { ...p, ...patch } : p)) }));

  return (
    <Grid gutter="xl" align="flex-start">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="md">
          <div>
            <Text fw={600} fz="sm" mb={6}>
              Service
            </Text>
            <SegmentedControl
              fullWidth
              size="md"
              value={state.service_level_code}
              onChange={(value) =>
                setState((s) => ({ ...s, service_level_code: value as CalcState['service_level_code'] }))
              }
              data={[
                {
                  value: 'STANDARD',
                  label: (
                    <Group gap={6} justify="center" wrap="nowrap">
                      <IconShip size={18} />
                      <span>{card.service_levels.STANDARD.label} · Standard</span>
                    </Group>
                  ),
                },
                {
                  value: 'EXPRESS',
                  label: (
                    <Group gap={6} justify="center" wrap="nowrap">
                      <IconPlane size={18} />
                      <span>{card.service_levels.EXPRESS.label} · Express</span>
                    </Group>
                  ),
                },
              ]}
              data-testid="calc-service"
            />
          </div>

          {state.packages.map((pkg, index) => (
            <PackageRow
              key={pkg.key}
              pkg={pkg}
              index={index}
              errors={errorsOf(index)}
              removable={state.packages.length > 1}
              onChange={(patch) => updatePackage(pkg.key, patch)}
              onRemove={() =>
                setState((s) => ({ ...s, packages: s.packages.filter((p) => p.key !== pkg.key) }))
              }
            />
          ))}
          <Button
            variant="light"
            leftSection={<IconPlus size={18} />}
            onClick={() => setState((s) => ({ ...s, packages: [...s.packages, newPackage()] }))}
            w="fit-content"
            disabled={state.packages.length >= 50}
            data-testid="calc-add-package"
          >
            Add another package
          </Button>
          <Switch
            size="md"
            checked={state.insurance_opt_in}
            onChange={(e) => {
              const insurance_opt_in = e.currentTarget.checked;
              setState((s) => ({ ...s, insurance_opt_in }));
            }}
            label="Insure my shipment"
            description={`${insurance.percent_of_declared_value}% of the declared value, minimum ${formatGbp(insurance.minimum)}`}
            data-testid="calc-insurance"
          />
        </Stack>
      </Grid.Col>

      <Grid.Col span={{ base: 12, md: 5 }}>
        <Box style={{ position: 'sticky', top: 88 }}>
          <Card shadow="md" bg="brand.9" c="white" p="xl" data-testid="calc-result" aria-live="polite">
            <Text fz="sm" c="brand.1" tt="uppercase" fw={700} style={{ letterSpacing: '0.06em' }}>
              Your estimate
            </Text>
            {result ? (
              <>
                <Title order={3} fz={44} lh={1.1} mt={6} data-testid="calc-total-gbp">
                  {formatGbp(result.price_quote_gbp)}
                </Title>
                <Text fz="lg" c="gold.4" fw={700} data-testid="calc-total-ghs">
                  {formatGhs(result.price_quote_ghs)}
                </Text>
                <Text fz="xs" c="brand.1" mt={4}>
                  at {formatGbp(1)} = {formatGhs(result.gbp_to_ghs_rate)} · chargeable weight{' '}
                  {formatNumber(result.total_chargeable_weight_kg)} kg
                </Text>
                <Divider my="md" color="rgba(255,255,255,0.15)" />
                <Stack gap={8} data-testid="calc-breakdown">
                  {result.breakdown.map((line, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: lines are recomputed in order on every keystroke
                    <Group key={i} justify="space-between" wrap="nowrap" align="flex-start" gap="md">
                      <Text fz="sm" c="brand.0">
                        {line.label}
                      </Text>
                      <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                        {formatGbp(line.amount_gbp)}
                      </Text>
                    </Group>
                  ))}
                </Stack>
              </>
            ) : invalid ? (
              <Text mt="sm" c="brand.0" data-testid="calc-invalid">
                We cannot price this as it stands: please correct the highlighted fields.
              </Text>
            ) : (
              <Text mt="sm" c="brand.0" data-testid="calc-empty">
                Enter the weight of your package, or its length, width and height, and your price appears
                here.
              </Text>
            )}
            <Button
              component={Link}
              to="/dashboard/book"
              // Carried through sign-in or registration to the wizard (see quote-draft.ts).
              onClick={() =>
                saveQuoteDraft({
                  service_level_code: state.service_level_code,
                  insurance_opt_in: state.insurance_opt_in,
                  packages: state.packages.map(({ key: _key, ...pkg }) => pkg),
                })
              }
              fullWidth
              size="md"
              mt="xl"
              color="gold.5"
              c="brand.9"
              rightSection={<IconArrowRight size={18} />}
              data-testid="calc-book"
            >
              Book this shipment
            </Button>
            <Text fz="xs" c="brand.1" mt="sm">
              Your price is fixed when you book. We weigh and measure at collection; if a parcel is heavier or
              larger than booked, we tell you the difference before it ships.
            </Text>
          </Card>
        </Box>
      </Grid.Col>
    </Grid>
  );
}
