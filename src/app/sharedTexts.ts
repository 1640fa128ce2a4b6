import { loadTexts } from '../i18n/i18n';
import { PATHS } from '../paths';

/**
 * The shared areas' texts, loaded by the routes (src/app/router.tsx) from this chunk of its own, so the entry
 * (which the sign-in page loads) holds only the one import of it.
 */

/** The shared texts of every page that fetches (`common`), beside the query client. */
export const loadCommonTexts = (): Promise<void> => loadTexts('common');

/**
 * The pages that show the longer shared texts (the `guides` area: the assortment guide, the environmental
 * questions, a map), which load them beside their code.
 */
const WITH_GUIDES: ReadonlySet<string> = new Set([
  PATHS.timberRegistration,
  PATHS.environmentalReportPrivate,
  PATHS.environmentalReportOperation,
  PATHS.myForest,
  PATHS.orders,
  PATHS.priceCalculator,
]);

/** The shared texts a page needs beyond `common`: none, or the guides. */
export const loadPageTexts = async (path: string): Promise<void> => {
  if (WITH_GUIDES.has(path)) await loadTexts('guides');
};
