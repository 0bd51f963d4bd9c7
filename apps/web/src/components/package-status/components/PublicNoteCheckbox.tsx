import { Checkbox } from '@mantine/core';

/** Notes typed by staff and agents are internal unless the person marks them for the customer (issue 46). */
export function PublicNoteCheckbox({
  checked,
  onChange,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox
      label="Show this note to the customer"
      description="Otherwise only staff see it."
      checked={checked}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
}
