import { http, HttpResponse } from 'msw';

/**
 * The sandbox's stand-in for the cooperative's terms of use (`termsUrl` in config.json), which the terms dialog
 * links to: made-up terms on a page of their own, as the cooperative's web site would serve them.
 */
const TERMS_PAGE = `<!doctype html>
<html lang="nb">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Vilkår for bruk av Skogportalen (sandkasse)</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1a1a1a}</style>
</head>
<body>
<main>
<h1>Vilkår for bruk av Skogportalen</h1>
<p><strong>Sandkasse:</strong> dette er oppdiktede vilkår for å prøve portalen. Samvirkets egne vilkår står på
adressen i <code>termsUrl</code>.</p>
<h2>1. Hva portalen er</h2>
<p>Skogportalen er skogeierandelslagets selvbetjening for medlemmer, entreprenører og regnskapsførere.</p>
<h2>2. Innlogging</h2>
<p>Du logger inn med BankID og handler på vegne av de selskapene du har tilgang til.</p>
<h2>3. Skogbruksplandata</h2>
<p>Du velger selv om andelslaget og eksterne samarbeidspartnere kan bruke skogbruksplandata for eiendommen din,
og kan endre valget senere.</p>
<h2>4. Personopplysninger</h2>
<p>Andelslaget behandler personopplysningene dine for å oppfylle avtalene med deg.</p>
</main>
</body>
</html>`;

export const termsPage = http.get('*/vilkar', () =>
  HttpResponse.html(TERMS_PAGE, { headers: { 'Cache-Control': 'no-store' } }),
);
