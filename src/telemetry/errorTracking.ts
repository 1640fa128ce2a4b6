/**
 * Error tracking: where failures worth a developer's attention go, with what happened where. Today it writes
 * to the console; the usage-telemetry collector of spec §7/§9 plugs in through `setErrorSink`.
 */
export interface ErrorContext {
  /** Where in the portal it happened, e.g. 'Tømmerkontrakter: bekreft sporutbedring'. */
  location: string;
  [key: string]: unknown;
}

type ErrorSink = (error: unknown, context: ErrorContext) => void;

let sink: ErrorSink = (error, context) => {
  console.error(`[${context.location}]`, error, context);
};

export function setErrorSink(next: ErrorSink): void {
  sink = next;
}

export function reportError(error: unknown, context: ErrorContext): void {
  try {
    sink(error, context);
  } catch (sinkError) {
    console.error('Feilrapporteringen feilet', sinkError, error, context);
  }
}
