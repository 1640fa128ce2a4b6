/**
 * Runs `load` (a dynamic import of code that writes innerHTML: leaflet, MUI X's date fields) only once
 * Trusted Types' `default` policy (htmlPolicy.ts, with DOMPurify) is in place. Awaited here, so that code is
 * evaluated after the policy whatever chunks the bundler makes, and DOMPurify stays out of the entry.
 */
export async function afterHtmlPolicy<T>(load: () => Promise<T>): Promise<T> {
  const { installHtmlPolicy } = await import('./htmlPolicy');
  installHtmlPolicy();
  return load();
}
