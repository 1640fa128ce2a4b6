/* eslint-disable lingui/no-unlocalized-strings -- the shell shows only the portal's name, a proper name */
/**
 * The static shell of index.html, drawn by React while the address's code loads (React Router's
 * HydrateFallback), so nothing blinks between the shell the HTML painted and the page. The same markup as in
 * index.html (StaticShell.test.tsx keeps them equal), styled by src/shell.css.
 */
export function StaticShell() {
  return (
    <div className="shell" aria-hidden="true">
      <header className="shell-header">
        {/* Inline, not an <img>: text painted with the HTML is the first contentful paint, without waiting
            for the logo's request behind the page's scripts. */}
        <svg viewBox="0 0 180 40" width="144" height="32">
          <path d="M20 3 8 21h7L6 33h11v5h6v-5h11l-9-12h7z" fill="#ffffff"></path>
          <text
            x="40"
            y="27"
            fontFamily="Arial, Helvetica, sans-serif"
            fontSize="19"
            fontWeight="700"
            fill="#ffffff"
          >
            Skogportalen
          </text>
        </svg>
      </header>
      <div className="shell-main">
        <div className="shell-block shell-title"></div>
        <div className="shell-block shell-card"></div>
        <div className="shell-block shell-card"></div>
      </div>
    </div>
  );
}
