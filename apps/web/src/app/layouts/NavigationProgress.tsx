import { useNavigation } from 'react-router';
import { ProgressBar } from './ProgressBar.tsx';

/** Route modules load on demand; a thin bar says something is happening while one downloads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return <ProgressBar />;
}
