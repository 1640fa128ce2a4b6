/**
 * notistack styles itself with goober, which, as notistack loads, makes its <style id="_goober"> with innerHTML
 * when the page has none: Trusted Types (the CSP) refuse that. Made here the DOM way first, goober finds it (as
 * window._goober) and writes into its text. Imported before notistack.
 */
if (!document.getElementById('_goober')) {
  const sheet = document.createElement('style');
  sheet.id = '_goober';
  sheet.append(' ');
  document.head.append(sheet);
}
