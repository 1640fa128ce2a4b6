/** The contract's path template of an API path ('/contracts/id/{id}') for a method, or null when none fits. */
export type PathTemplater = (method: string, path: string) => string | null;

let templater: PathTemplater = () => null;

/** src/api registers its operation table here: telemetry sits below the api layer and is told, not importing it. */
export function setApiPathTemplater(next: PathTemplater): void {
  templater = next;
}

export const apiPathTemplate: PathTemplater = (method, path) => templater(method, path);
