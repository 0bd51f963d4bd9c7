// The searchable select's code, for LazySelect.tsx to import once the screen has drawn.
export { Select } from '@mantine/core';
