import { useEffect, useRef, useState } from 'react';
import { plural, t } from '@lingui/core/macro';

/**
 * Counts down whole seconds from `seconds` and calls `onDone` once at 0. The timer stops when the component
 * unmounts, so a dialog that closes never signs anyone out afterwards.
 */
export function useLogoutCountdown(seconds: number, onDone: () => void): number {
  const [remaining, setRemaining] = useState(seconds);
  const done = useRef(onDone);
  useEffect(() => {
    done.current = onDone;
  }, [onDone]);

  useEffect(() => {
    const endsAt = Date.now() + seconds * 1000;
    let finished = false;
    const tick = () => {
      // From the clock, not by counting ticks: a throttled background tab must still end on time.
      const left = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0 && !finished) {
        finished = true;
        window.clearInterval(timer);
        done.current();
      }
    };
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, [seconds]);

  return remaining;
}

/**
 * What the polite live region says (spec: announced, not every second): the start, every ten seconds and
 * each of the last five. Between those it keeps the last announcement, so nothing new is read out.
 */
export function announcedCountdown(remaining: number, total: number): string {
  // In the active language when called (the dialog renders again when the language changes).
  if (remaining <= 0) return t`Du blir logget ut nå.`;
  const seconds = remaining <= 5 ? remaining : Math.min(total, Math.ceil(remaining / 10) * 10);
  return t`Du blir logget ut om ${plural(seconds, { other: '# sekunder' })}.`;
}
