/**
 * The static shell of index.html, drawn by React while the address's code loads (React Router's
 * HydrateFallback), so nothing blinks between the shell the HTML painted and the page. The same markup as in
 * index.html (StaticShell.test.tsx keeps them equal), styled by src/shell.css.
 */
export function StaticShell() {
  return (
    <div className="shell" aria-hidden="true">
      <header className="shell-header">
        <img src="/logo-white.svg" alt="" width="144" height="32" />
      </header>
      <div className="shell-main">
        <div className="shell-block shell-title"></div>
        <div className="shell-block shell-card"></div>
        <div className="shell-block shell-card"></div>
      </div>
    </div>
  );
}
