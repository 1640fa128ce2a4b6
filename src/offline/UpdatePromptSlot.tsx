import { lazy, Suspense, useSyncExternalStore } from 'react';
import { pendingUpdate, subscribeToUpdates } from './updates';

// Already loaded by the registration (serviceWorker.ts) when an update is offered: no fetch here.
const UpdatePrompt = lazy(() =>
  import('./UpdatePrompt').then(({ UpdatePrompt }) => ({ default: UpdatePrompt })),
);

/** Shows the update prompt while a new version is waiting; nothing otherwise. */
export function UpdatePromptSlot() {
  const apply = useSyncExternalStore(subscribeToUpdates, pendingUpdate);
  if (!apply) return null;
  return (
    <Suspense fallback={null}>
      <UpdatePrompt onUpdate={apply} />
    </Suspense>
  );
}
