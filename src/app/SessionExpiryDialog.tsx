import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { expireSession, renewSignIn, signOut } from '../auth/auth';
import { sessionEndsAt } from '../auth/signInState';
import { reportError } from '../telemetry/errorTracking';

/** The dialog itself (MUI's Dialog), fetched when the warning is first due: most sessions never see it. */
const SessionExpiryWarning = lazy(() => import('./SessionExpiryWarning'));

/** How often the time left is looked at. A tick reads the clock, so a sleeping laptop is caught up at once. */
export const SESSION_TICK_MS = 1000;

export type SessionPhase = 'active' | 'warning' | 'ended';

/** Where a sign-in ending at `endsAt` stands at `now` (epoch ms), with a warning `warningMs` before the end. */
export function sessionPhase(endsAt: number | null, now: number, warningMs: number): SessionPhase {
  if (endsAt === null) return 'active';
  if (now >= endsAt) return 'ended';
  return now >= endsAt - warningMs ? 'warning' : 'active';
}

/** '4 minutter', '1 minutt', 'under ett minutt': the time left, in whole minutes (it changes once a minute). */
export function minutesLeftText(msLeft: number): string {
  const minutes = Math.floor(msLeft / 60_000);
  if (minutes < 1) return 'under ett minutt';
  return minutes === 1 ? '1 minutt' : `${String(minutes)} minutter`;
}

export interface SessionExpiryDialogProps {
  warningSeconds: number;
  /** When the sign-in ends (epoch ms); the eID session's end by default. */
  endsAt?: () => number | null;
  /** At the end: keep the forms and ask for sign-in again. */
  onExpire?: () => void;
  /** 'Forbli innlogget': a fresh sign-in right away, back to this page. */
  onStaySignedIn?: () => Promise<void>;
  onSignOut?: () => Promise<void>;
}

/**
 * 'Du blir snart logget ut': shown `warningSeconds` before the eID session ends, on every signed-in page. It
 * says that what was typed is kept. 'Forbli innlogget' signs in again at once and comes back to the page;
 * 'Logg ut' signs out. Closed with Escape it stays closed, and at the end the forms are kept all the same
 * and the person is asked to sign in again (src/auth/oidc.ts expireSession).
 */
export function SessionExpiryDialog({
  warningSeconds,
  endsAt = sessionEndsAt,
  onExpire = expireSession,
  onStaySignedIn = renewSignIn,
  onSignOut = signOut,
}: SessionExpiryDialogProps) {
  const [now, setNow] = useState(() => Date.now());
  const [dismissed, setDismissed] = useState(false);
  const [pending, setPending] = useState<'stay' | 'signOut' | null>(null);
  const expired = useRef(false);
  // Mounted from the first warning on, so it closes with its transition.
  const [warned, setWarned] = useState(false);
  const end = endsAt();
  const phase = sessionPhase(end, now, warningSeconds * 1000);

  useEffect(() => {
    const timer = window.setInterval(() => {
      setNow(Date.now());
    }, SESSION_TICK_MS);
    return () => {
      window.clearInterval(timer);
    };
  }, []);

  useEffect(() => {
    if (phase !== 'ended' || expired.current) return;
    expired.current = true;
    onExpire();
  }, [phase, onExpire]);

  const act = (which: 'stay' | 'signOut') => {
    setPending(which);
    const action = which === 'stay' ? onStaySignedIn : onSignOut;
    action().catch((error: unknown) => {
      reportError(error, { location: 'Innlogging: forbli innlogget eller logg ut' });
      setPending(null);
    });
  };

  if (!warned && phase === 'warning') setWarned(true);
  if (!warned) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiryWarning
        open={phase === 'warning' && !dismissed}
        timeLeft={minutesLeftText((end ?? now) - now)}
        pending={pending}
        onStay={() => {
          act('stay');
        }}
        onSignOut={() => {
          act('signOut');
        }}
        onDismiss={() => {
          setDismissed(true);
        }}
      />
    </Suspense>
  );
}
