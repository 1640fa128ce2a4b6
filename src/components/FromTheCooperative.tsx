import { Trans, useLingui } from '@lingui/react/macro';

/**
 * The API's own words (an error answer's message), in Norwegian: on an English page with a line saying that they are the
 * cooperative's (#43: the API's messages are not translated).
 */
export function FromTheCooperative({ message }: { message: string }) {
  const { i18n } = useLingui();
  if (i18n.locale === 'nb') return message;
  return (
    <>
      <Trans>Melding fra andelslaget, på norsk:</Trans> <span lang="nb">{message}</span>
    </>
  );
}
