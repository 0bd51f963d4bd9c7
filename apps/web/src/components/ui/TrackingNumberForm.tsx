import { Button, Group, type MantineSize, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { isValidTrackingNumber, normalizeTrackingNumber, TRACKING_MESSAGES } from '@ukgh/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';

interface Props {
  /** Called with the upper-cased number, only once it has the UKG format. */
  onTrack: (trackingNumber: string) => void;
  /** A number to start with (a deep link); a malformed one shows the format message at once. */
  initialValue?: string;
  loading?: boolean;
  size?: MantineSize;
  /** Gold stands out on the dark hero bands; brand suits a white card on a light page. */
  buttonColor?: 'gold' | 'brand';
  /** Test ids: `{testId}-input`, `{testId}-submit`, `{testId}-error`. */
  testId: string;
}

const invalidMessage = (value: string) =>
  value && !isValidTrackingNumber(value) ? TRACKING_MESSAGES.invalidFormat : null;

/**
 * The tracking-number box of /track, the home page and the dashboard's Quick Track (spec 000 §5): Track is
 * disabled while the box is blank, a malformed number gets the spec's message, a good one goes to onTrack.
 */
export function TrackingNumberForm({
  onTrack,
  initialValue = '',
  loading,
  size = 'md',
  buttonColor = 'brand',
  testId,
}: Props) {
  const [value, setValue] = useState(initialValue);
  const [error, setError] = useState<string | null>(() => invalidMessage(initialValue));
  const input = useRef<HTMLInputElement>(null);

  // On a prerendered page the box takes typing before the app has started: keep what was typed (React
  // keeps the value attribute equal to its own value, so a difference is the visitor's typing).
  useEffect(() => {
    const box = input.current;
    if (box && box.value !== box.defaultValue) setValue(box.value.toUpperCase());
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const number = normalizeTrackingNumber(value);
    if (!number) return;
    const problem = invalidMessage(number);
    setError(problem);
    if (!problem) onTrack(number);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Track a package">
      <Group gap="sm" align="flex-start" wrap="nowrap">
        <TextInput
          flex={1}
          size={size}
          aria-label="Tracking number"
          // The number's own shape, without 'e.g.': that fits beside Track in a phone's width.
          placeholder="UKG1234567890"
          ref={input}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value.toUpperCase());
            setError(null);
          }}
          error={error}
          leftSection={<IconSearch size={18} />}
          autoComplete="off"
          spellCheck={false}
          maxLength={24}
          styles={{
            input: { fontFamily: 'var(--mantine-font-family-monospace)', letterSpacing: '0.04em' },
          }}
          data-testid={`${testId}-input`}
          errorProps={{ 'data-testid': `${testId}-error`, ta: 'left' }}
        />
        <Button
          type="submit"
          size={size}
          {...(buttonColor === 'gold' ? { color: 'gold.5', c: 'brand.9' } : {})}
          disabled={value.trim() === ''}
          loading={loading}
          data-testid={`${testId}-submit`}
        >
          Track
        </Button>
      </Group>
    </form>
  );
}
