/**
 * The address of an arrangement's course page (`linkToCourse`) to link to: only an https: address, else null
 * and the page shows the text as it is. A stored `javascript:`, `data:` or plain `http:` address is never
 * something to click, whatever the API let through.
 */
export function courseLinkHref(text: string): string | null {
  try {
    const url = new URL(text.trim());
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
