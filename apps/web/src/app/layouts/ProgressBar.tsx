import { Progress } from '@mantine/core';

/** The thin bar NavigationProgress shows across the top while a page downloads. */
export function ProgressBar() {
  return (
    <Progress
      value={100}
      animated
      striped
      size={3}
      radius={0}
      color="gold"
      aria-label="Loading page"
      style={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 1000 }}
    />
  );
}
