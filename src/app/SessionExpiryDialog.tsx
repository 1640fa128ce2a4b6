import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { i18n } from '../i18n/i18n';
import { expireSession, renewSignIn, signOut, signOutForInactivity } from '../auth/auth';
import {
  idleEndsAt as idleEndsAtOfThisTab,
  lastActivityAt,
  noteActivity,
  watchActivity,
} from '../auth/activity';
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

/**
 * '4 minutter', '1 minutt', 'under ett minutt': the time left, in whole minutes (it changes once a minute), in
 * the active language.
 */
export function minutesLeftText(msLeft: number): string {
  const minutes = Math.floor(msLeft / 60_000);
  if (minutes < 1) return i18n._(msg`under ett minutt`);
  return i18n._(msg`${plural(minutes, { one: '# minutt', other: '# minutter' })}`);
}

/** Why the sign-in is about to end: the eID session's lifetime, or the tab left unused. */
export type SessionEndReason = 'lifetime' | 'idle';

interface SessionEnd {
  at: number;
  reason: SessionEndReason;
}

/** The end that comes first: the eID session's, or the idle limit's (the lifetime's when they fall together). */
export function firstEnd(lifetimeEnd: number | null, idleEnd: number | null): SessionEnd | null {
  if (idleEnd !== null && (lifetimeEnd === null || idleEnd < lifetimeEnd))
    return { at: idleEnd, reason: 'idle' };
  return lifetimeEnd === null ? null : { at: lifetimeEnd, reason: 'lifetime' };
}

export interface SessionExpiryDialogProps {
  warningSeconds: number;
  /** How long the tab may stand unused before the portal signs out (config.json's `oidc.idleSignOutSeconds`). */
  idleSeconds: number;
  /** When the sign-in ends (epoch ms); the eID session's end by default. */
  endsAt?: () => number | null;
  /** When the tab will have stood unused for `idleSeconds` (epoch ms); from session storage by default. */
  idleEndsAt?: (idleSeconds: number) => number | null;
  /** At the end: keep the forms and ask for sign-in again. */
  onExpire?: () => void;
  /** At the idle limit: keep the forms and sign out, at the eID too. */
  onIdle?: () => void;
  /** 'Forbli innlogget' near the lifetime's end: a fresh sign-in right away, back to this page. */
  onStaySignedIn?: () => Promise<void>;
  onSignOut?: () => Promise<void>;
}

/**
 * 'Du blir snart logget ut': shown `warningSeconds` before the eID session ends, on every signed-in page. It
 * says that what was typed is kept. 'Forbli innlogget' signs in again at once and comes back to the page;
 * 'Logg ut' signs out. Closed with Escape it stays closed, and at the end the forms are kept all the same
 * and the person is asked to sign in again (src/auth/oidc.ts expireSession).
 *
 * The same warning comes before the idle limit (#40): a tab nobody has used for `idleSeconds` (30 minutes by
 * default) is signed out, at the eID too, so a computer left signed in cannot be used by the next person.
 * Any key, click, tap or scroll counts as use (src/auth/activity.ts) and puts the limit off, 'Forbli
 * innlogget' as well; the warning comes as long before it as before the lifetime's end, at most half the limit.
 */
export function SessionExpiryDialog({
  warningSeconds,
  idleSeconds,
  endsAt = sessionEndsAt,
  idleEndsAt = idleEndsAtOfThisTab,
  onExpire = expireSession,
  onIdle = signOutForInactivity,
  onStaySignedIn = renewSignIn,
  onSignOut = signOut,
}: SessionExpiryDialogProps) {
  // The time left is a text in the active language: drawn again when the language changes.
  useLingui();
  const [now, setNow] = useState(() => Date.now());
  const [dismissed, setDismissed] = useState(false);
  const [pending, setPending] = useState<'stay' | 'signOut' | null>(null);
  const [, setStayCount] = useState(0);
  const ended = useRef(false);
  // Mounted from the first warning on, so it closes with its transition.
  const [warned, setWarned] = useState(false);
  const end = firstEnd(endsAt(), idleEndsAt(idleSeconds));
  const warningMs =
    end?.reason === 'idle'
      ? Math.min(warningSeconds, Math.floor(idleSeconds / 2)) * 1000
      : warningSeconds * 1000;
  const phase = sessionPhase(end?.at ?? null, now, warningMs);
  const reason = end?.reason ?? 'lifetime';

  useEffect(() => {
    const timer = window.setInterval(() => {
      setNow(Date.now());
    }, SESSION_TICK_MS);
    // A tab signed in before its use was recorded counts from now.
    if (lastActivityAt() === null) noteActivity();
    const stopWatching = watchActivity();
    return () => {
      window.clearInterval(timer);
      stopWatching();
    };
  }, []);

  useEffect(() => {
    if (phase !== 'ended' || ended.current) return;
    ended.current = true;
    if (reason === 'idle') onIdle();
    else onExpire();
  }, [phase, reason, onExpire, onIdle]);

  const act = (which: 'stay' | 'signOut') => {
    if (which === 'stay' && reason === 'idle') {
      noteActivity();
      // Drawn again at once (the clock may not have moved since the last tick): the warning closes.
      setStayCount((count) => count + 1);
      return;
    }
    setPending(which);
    const action = which === 'stay' ? onStaySignedIn : onSignOut;
    action().catch((error: unknown) => {
      reportError(error, { location: 'Innlogging: forbli innlogget eller logg ut' });
      setPending(null);
    });
  };

  // Closed with Escape, the warning stays closed until the end it warned of is put off (by use of the tab).
  if (dismissed && phase === 'active') setDismissed(false);
  if (!warned && phase === 'warning') setWarned(true);
  if (!warned) return null;
  return (
    <Suspense fallback={null}>
      <SessionExpiryWarning
        open={phase === 'warning' && !dismissed}
        reason={reason}
        timeLeft={minutesLeftText((end?.at ?? now) - now)}
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
