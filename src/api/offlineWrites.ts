import { onlineManager } from '@tanstack/react-query';
import { UnreportedError } from '../telemetry/errorTracking';

/**
 * Writes made offline are refused at once, never queued: a save that went out by itself hours later, when
 * the phone found a signal, would surprise the person (and may no longer be what they want). The refusal is
 * an error like any failed save, so the form keeps what was typed; the layout also says why (a toast).
 */
export const OFFLINE_WRITE_MESSAGE =
  'Du er frakoblet. Endringen er ikke sendt – prøv igjen når du er på nett.';

/** A save refused offline is the person's network, not a fault in the portal: nothing for a developer. */
export class OfflineWriteError extends UnreportedError {
  constructor() {
    super(OFFLINE_WRITE_MESSAGE);
    this.name = 'OfflineWriteError';
  }
}

type Listener = () => void;
const listeners = new Set<Listener>();

/** Throws {@link OfflineWriteError} when the browser is offline; called before every mutation runs. */
export function refuseWriteWhenOffline(): void {
  if (onlineManager.isOnline()) return;
  for (const listener of listeners) listener();
  throw new OfflineWriteError();
}

/** Calls `listener` whenever a write is refused because the browser is offline; returns the unsubscribe. */
export function onOfflineWriteRefused(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
