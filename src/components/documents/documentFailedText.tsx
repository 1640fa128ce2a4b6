import { Trans } from '@lingui/react/macro';

/**
 * 'Vi klarte ikke å hente dokumentet. Prøv igjen.', said where a file could not be fetched: an element, so it
 * is in the active language and follows a switch of language (Lingui's Trans).
 */
export const DOCUMENT_FAILED_TEXT = <Trans>Vi klarte ikke å hente dokumentet. Prøv igjen.</Trans>;
