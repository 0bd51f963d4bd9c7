// The tooltip's code, for LazyTooltip.tsx to import when a tooltip first draws.
export { Tooltip } from '@mantine/core';
