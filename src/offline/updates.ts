/**
 * A new version of the portal waiting to take over: set by the service worker's registration
 * (serviceWorker.ts), shown by the update prompt (UpdatePromptSlot.tsx). Kept tiny and apart from both, so
 * the entry chunk carries neither Workbox nor the prompt.
 */
export type ApplyUpdate = () => void;

let pending: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

export function offerUpdate(apply: ApplyUpdate): void {
  pending = apply;
  for (const listener of listeners) listener();
}

export function pendingUpdate(): ApplyUpdate | null {
  return pending;
}

export function subscribeToUpdates(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
