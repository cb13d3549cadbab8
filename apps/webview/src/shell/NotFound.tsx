import { NotFoundScreen } from '@loan-h5/screens';

export function NotFound() {
  return <NotFoundScreen />;
}
