import { Progress } from '@mantine/core';
import { useNavigation } from 'react-router';

/** Route modules load on demand; a thin bar says something is happening while one downloads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
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
