import { PRODUCT_NAME } from '../domain/serviceOffice';
import { serviceOfficeIfLoaded } from '../config';
import type { Locale } from '../i18n/language';
import { STARTUP_ERROR_TEXTS } from './startupErrorTexts';

/**
 * Shown when the portal cannot start (no, late or bad configuration, or the language's catalog), with a way to
 * try again. Plain markup: the theme may not load; its texts, in the language the portal was starting in, are
 * its own for the same reason (startupErrorTexts.ts). Without network (a tab opened offline, with no signed-in
 * session to start from) it says so instead: calling customer service will not help. The error's own message
 * is the portal's, in Norwegian.
 */
export function StartupError({
  message,
  offline = false,
  locale = 'nb',
}: {
  message: string;
  offline?: boolean;
  locale?: Locale;
}) {
  const office = serviceOfficeIfLoaded();
  const texts = STARTUP_ERROR_TEXTS[locale];
  return (
    <main style={{ fontFamily: 'Arial, sans-serif', maxWidth: 640, margin: '2rem auto', padding: '0 1rem' }}>
      {offline ? (
        <>
          <h1>{texts.offlineTitle}</h1>
          <p>{texts.offlineBody(PRODUCT_NAME)}</p>
        </>
      ) : (
        <>
          <h1>{texts.failedTitle(PRODUCT_NAME)}</h1>
          <p lang="nb">{message}</p>
          {/* The number comes from the configuration: when that is what failed, there is none to give. */}
          <p>
            {texts.contactBefore}
            {office && (
              <>
                {' '}
                {texts.contactAt} <a href={office.phoneHref}>{office.phone}</a>
              </>
            )}{' '}
            {texts.contactAfter}
          </p>
        </>
      )}
      <button
        type="button"
        onClick={() => {
          window.location.reload();
        }}
      >
        {texts.reload}
      </button>
    </main>
  );
}
