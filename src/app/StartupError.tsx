import { PRODUCT_NAME, SERVICE_OFFICE } from '../domain/serviceOffice';

/**
 * Shown when the portal cannot start (no, late or bad configuration), with a way to try again. Plain markup:
 * the theme may not load. Without network (a tab opened offline, with no signed-in session to start from)
 * it says so instead: calling customer service will not help.
 */
export function StartupError({ message, offline = false }: { message: string; offline?: boolean }) {
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
          <p>
            Kontakt kundeservice på <a href={SERVICE_OFFICE.phoneHref}>{SERVICE_OFFICE.phone}</a> om feilen
            fortsetter.
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
