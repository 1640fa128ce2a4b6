/**
 * notistack styles itself with goober, which, as notistack loads, makes its <style id="_goober"> with innerHTML
 * when the page has none: Trusted Types (the CSP) refuse that. Made here the DOM way, goober finds it (as
 * window._goober) and writes into its text. Called from the entry, which runs before the lazy chunks that
 * bring notistack.
 */
export function prepareGooberStyleSheet(nonce: string | undefined): void {
  // goober gives its sheet window.__nonce__ each time it writes (the CSP's style nonce, src/security/cspNonce.ts).
  (window as { __nonce__?: string }).__nonce__ = nonce;
  if (document.getElementById('_goober')) return;
  const sheet = document.createElement('style');
  sheet.id = '_goober';
  if (nonce) sheet.nonce = nonce;
  sheet.append(' ');
  document.head.append(sheet);
}
