import { SimpleGrid, TextInput } from '@mantine/core';
import { useWizardFormContext } from '../form-context.ts';

interface Props {
  /** Whose address: the fields are `{party}_address.*` and their test ids `{party}-*`. */
  party: 'sender' | 'recipient';
  line1Label: string;
  line1Placeholder: string;
  line2Placeholder: string;
  postcodeLabel: string;
  postcodePlaceholder: string;
  postcodeRequired?: boolean;
  country: string;
  /** Let the browser fill the address in (the customer's own UK address). */
  autoComplete?: boolean;
}

/** The address lines, town, postcode and fixed country of the sender or recipient step. */
export function AddressFields({
  party,
  line1Label,
  line1Placeholder,
  line2Placeholder,
  postcodeLabel,
  postcodePlaceholder,
  postcodeRequired,
  country,
  autoComplete,
}: Props) {
  const form = useWizardFormContext();
  const auto = (value: string) => (autoComplete ? value : undefined);
  return (
    <>
      <TextInput
        label={line1Label}
        withAsterisk
        autoComplete={auto('address-line1')}
        placeholder={line1Placeholder}
        data-testid={`${party}-line1`}
        {...form.getInputProps(`${party}_address.line1`)}
      />
      <TextInput
        label="Address line 2"
        autoComplete={auto('address-line2')}
        placeholder={line2Placeholder}
        data-testid={`${party}-line2`}
        {...form.getInputProps(`${party}_address.line2`)}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label="Town or city"
          withAsterisk
          autoComplete={auto('address-level2')}
          data-testid={`${party}-city`}
          {...form.getInputProps(`${party}_address.city`)}
        />
        <TextInput
          label={postcodeLabel}
          withAsterisk={postcodeRequired}
          autoComplete={auto('postal-code')}
          placeholder={postcodePlaceholder}
          data-testid={`${party}-postcode`}
          {...form.getInputProps(`${party}_address.postcode`)}
        />
        <TextInput label="Country" value={country} readOnly disabled />
      </SimpleGrid>
    </>
  );
}
