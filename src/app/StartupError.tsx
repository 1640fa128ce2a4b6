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
  landmark = true,
}: {
  message: string;
  offline?: boolean;
  locale?: Locale;
  /** Its own `main`, or inside one (the error page's, when its texts did not arrive: RouteErrorPage.tsx). */
  landmark?: boolean;
}) {
  const Wrapper = landmark ? 'main' : 'div';
  const office = serviceOfficeIfLoaded();
  const texts = STARTUP_ERROR_TEXTS[locale];
  return (
    <Wrapper
      style={{ fontFamily: 'Arial, sans-serif', maxWidth: 640, margin: '2rem auto', padding: '0 1rem' }}
    >
      {offline ? (
        <>
          <h1>{texts.offlineTitle}</h1>
          <p>{texts.offlineBody(PRODUCT_NAME)}</p>
        </>
      ) : (
        <>
          <h1>{texts.failedTitle(PRODUCT_NAME)}</h1>
          {message && <p lang="nb">{message}</p>}
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
    </Wrapper>
  );
}
