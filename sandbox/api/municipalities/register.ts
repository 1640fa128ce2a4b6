import { http, HttpResponse, type HttpHandler } from 'msw';

/**
 * A stand-in of Kartverket's public municipality register (kommuneinfo on Geonorge, `municipalityRegisterUrl`
 * in config.json), so the sandbox needs no internet: `GET /kommuneinfo/v1/kommuner` answers as the real one
 * does (kommunenummer, kommunenavn, kommunenavnNorsk), with CORS. The real register gives all of Norway; the
 * stand-in gives Innlandet, where the personas' properties lie.
 */
export interface RegisterMunicipality {
  kommunenummer: string;
  kommunenavn: string;
  kommunenavnNorsk: string;
}

/** Innlandet (county 34), by municipality number. */
const INNLANDET: Record<string, string> = {
  '3401': 'Kongsvinger',
  '3403': 'Hamar',
  '3405': 'Lillehammer',
  '3407': 'Gjøvik',
  '3411': 'Ringsaker',
  '3412': 'Løten',
  '3413': 'Stange',
  '3414': 'Nord-Odal',
  '3415': 'Sør-Odal',
  '3416': 'Eidskog',
  '3417': 'Grue',
  '3418': 'Åsnes',
  '3419': 'Våler',
  '3420': 'Elverum',
  '3421': 'Trysil',
  '3422': 'Åmot',
  '3423': 'Stor-Elvdal',
  '3424': 'Rendalen',
  '3425': 'Engerdal',
  '3426': 'Tolga',
  '3427': 'Tynset',
  '3428': 'Alvdal',
  '3429': 'Folldal',
  '3430': 'Os',
  '3431': 'Dovre',
  '3432': 'Lesja',
  '3433': 'Skjåk',
  '3434': 'Lom',
  '3435': 'Vågå',
  '3436': 'Nord-Fron',
  '3437': 'Sel',
  '3438': 'Sør-Fron',
  '3439': 'Ringebu',
  '3440': 'Øyer',
  '3441': 'Gausdal',
  '3442': 'Østre Toten',
  '3443': 'Vestre Toten',
  '3446': 'Gran',
  '3447': 'Søndre Land',
  '3448': 'Nordre Land',
  '3449': 'Sør-Aurdal',
  '3450': 'Etnedal',
  '3451': 'Nord-Aurdal',
  '3452': 'Vestre Slidre',
  '3453': 'Øystre Slidre',
  '3454': 'Vang',
};

export const REGISTER_MUNICIPALITIES: readonly RegisterMunicipality[] = Object.entries(INNLANDET).map(
  ([kommunenummer, name]) => ({ kommunenummer, kommunenavn: name, kommunenavnNorsk: name }),
);

export function municipalityRegisterHandlers(): HttpHandler[] {
  return [
    http.get('*/kommuneinfo/v1/kommuner', () =>
      HttpResponse.json(REGISTER_MUNICIPALITIES, { headers: { 'Access-Control-Allow-Origin': '*' } }),
    ),
  ];
}
