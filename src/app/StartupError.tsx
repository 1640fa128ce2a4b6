import { PRODUCT_NAME } from '../domain/serviceOffice';
import { serviceOfficeIfLoaded } from '../config';

/**
 * Shown when the portal cannot start (no, late or bad configuration), with a way to try again. Plain markup:
 * the theme may not load. Without network (a tab opened offline, with no signed-in session to start from)
 * it says so instead: calling customer service will not help.
 */
export function StartupError({ message, offline = false }: { message: string; offline?: boolean }) {
  const office = serviceOfficeIfLoaded();
  return (
    <main style={{ fontFamily: 'Arial, sans-serif', maxWidth: 640, margin: '2rem auto', padding: '0 1rem' }}>
      {offline ? (
        <>
          <h1>Du er frakoblet</h1>
          <p>
            {PRODUCT_NAME} trenger nett for å starte og for å logge inn. Last inn siden på nytt når du er på
            nett igjen.
          </p>
        </>
      ) : (
        <>
          <h1>{PRODUCT_NAME} kunne ikke starte</h1>
          <p>{message}</p>
          {/* The number comes from the configuration: when that is what failed, there is none to give. */}
          <p>
            Kontakt kundeservice
            {office && (
              <>
                {' '}
                på <a href={office.phoneHref}>{office.phone}</a>
              </>
            )}{' '}
            om feilen fortsetter.
          </p>
        </>
      )}
      <button
        type="button"
        onClick={() => {
          window.location.reload();
        }}
      >
        Last inn på nytt
      </button>
    </main>
  );
}
