/**
 * Resolves once start-up (src/main.tsx) has the configuration and has set up the sign-in and the API client:
 * before that no call may leave (it would have no address, or no token and sign the person out).
 */
let markStarted: () => void = () => undefined;

export const portalStarted = new Promise<void>((resolve) => {
  markStarted = resolve;
});

export const startupDone = (): void => {
  markStarted();
};
