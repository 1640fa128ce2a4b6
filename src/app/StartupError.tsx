import { PRODUCT_NAME, SERVICE_OFFICE } from '../domain/serviceOffice';

/**
 * Shown when the portal cannot start (no, late or bad configuration), with a way to try again. Plain markup:
 * the theme may not load.
 */
export function StartupError({ message }: { message: string }) {
  return (
    <main style={{ fontFamily: 'Arial, sans-serif', maxWidth: 640, margin: '2rem auto', padding: '0 1rem' }}>
      <h1>{PRODUCT_NAME} kunne ikke starte</h1>
      <p>{message}</p>
      <p>
        Kontakt kundeservice på <a href={SERVICE_OFFICE.phoneHref}>{SERVICE_OFFICE.phone}</a> om feilen
        fortsetter.
      </p>
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
