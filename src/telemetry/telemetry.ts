import type { TelemetryConfig } from '../config';
import { whenQuiet } from '../whenQuiet';
import type { Tracker } from './applicationInsights';
import { consoleSink, resetErrorSink, setErrorSink } from './errorTracking';

/**
 * Usage telemetry as the rest of the portal sees it: page views, error reports and the consent to statistics
 * cookies. Off unless config.json has `telemetry`. The SDK itself (applicationInsights.ts) is loaded when the
 * browser is first idle after the page has loaded; what happens before that waits in a short queue.
 */
export type ConsentChoice = 'godtatt' | 'avslått';

/** Where the person's answer to the consent banner is kept (only the answer). */
export const CONSENT_KEY = 'skogportal.statistikk-samtykke';

type Command = (tracker: Tracker) => void;

/** Enough for the pages and errors of a slow first load; more is dropped rather than held. */
const MAX_QUEUED = 50;

let enabled = false;
let tracker: Tracker | null = null;
let queue: Command[] = [];
let known: readonly string[] = [];
/** The answer given on this page, which holds even when storage refused to keep it. */
let answered: ConsentChoice | null = null;
const consentListeners = new Set<() => void>();

function run(command: Command): void {
  if (!enabled) return;
  if (tracker) command(tracker);
  else if (queue.length < MAX_QUEUED) queue.push(command);
}

export function telemetryEnabled(): boolean {
  return enabled;
}

export function storedConsent(): ConsentChoice | null {
  try {
    const value = window.localStorage.getItem(CONSENT_KEY);
    return value === 'godtatt' || value === 'avslått' ? value : null;
  } catch {
    return null;
  }
}

export function setConsent(choice: ConsentChoice): void {
  try {
    window.localStorage.setItem(CONSENT_KEY, choice);
  } catch {
    // Storage refused (private mode): the answer holds for this page only.
  }
  answered = choice;
  if (choice === 'godtatt') {
    run((loaded) => {
      loaded.consent();
    });
  }
  consentListeners.forEach((listener) => {
    listener();
  });
}

/** The person's answer, given on this page or stored earlier. */
export function consentChoice(): ConsentChoice | null {
  return answered ?? storedConsent();
}

export function onConsentChange(listener: () => void): () => void {
  consentListeners.add(listener);
  return () => {
    consentListeners.delete(listener);
  };
}

/** A page was shown; `page` is its route pattern, never the address with its ids. */
export function trackPage(page: string): void {
  run((loaded) => {
    loaded.pageView(page);
  });
}

/** The personal values the portal holds now, which the scrubber then removes from every item. */
export function setKnownPersonalData(values: readonly string[]): void {
  known = values;
  tracker?.knownValues(values);
}

export interface StartOptions {
  /** When to load the SDK; once the page is quiet by default (src/whenQuiet.ts). */
  schedule?: (task: () => void) => void;
}

/**
 * Turns telemetry on: error reports go to the console and to telemetry from now on, and the SDK is loaded
 * when the browser is idle. Returns a promise that settles when the SDK is running (or failed to load).
 */
export function startTelemetry(
  telemetry: TelemetryConfig,
  apiBaseUrl: string,
  { schedule = whenQuiet }: StartOptions = {},
): Promise<void> {
  enabled = true;
  setErrorSink((error, context) => {
    consoleSink(error, context);
    run((loaded) => {
      loaded.exception(error, context);
    });
  });
  return new Promise((resolve) => {
    schedule(() => {
      import('./applicationInsights')
        .then(({ startTracker }) => {
          if (!enabled) return;
          const started = startTracker({ telemetry, apiBaseUrl, consent: consentChoice() === 'godtatt' });
          started.knownValues(known);
          tracker = started;
          const waiting = queue;
          queue = [];
          waiting.forEach((command) => {
            command(started);
          });
        })
        .catch((error: unknown) => {
          // Without its chunk (offline, or a deploy removed it) the portal works on, without telemetry.
          console.warn('Bruksstatistikken kunne ikke lastes', error instanceof Error ? error.name : error);
          queue = [];
        })
        .finally(resolve);
    });
  });
}

/** Sends what the SDK holds now (tests, and nothing else, need to wait for it). */
export async function flushTelemetry(): Promise<void> {
  await tracker?.flush();
}

/** Turns telemetry off again and forgets its state (tests). */
export function stopTelemetry(): void {
  tracker?.stop();
  tracker = null;
  resetErrorSink();
  enabled = false;
  queue = [];
  known = [];
  answered = null;
}
