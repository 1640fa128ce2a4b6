import { useId, type ReactNode } from 'react';
import { formatNumber } from '../../domain/format';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useLingui } from '@lingui/react/macro';
import type { Property } from '../../api/generated/model';
import { DescriptionList } from '../../components/DescriptionList';

/** A property's title in the active language: 'Eiendom 3411/52/2 · Bjørkli'. */
export function usePropertyTitle(): (property: Property) => string {
  const { t } = useLingui();
  return (property) => {
    const { propertyNumber, name } = property;
    return name ? t`Eiendom ${propertyNumber} · ${name}` : t`Eiendom ${propertyNumber}`;
  };
}

/** The property card of spec §2.3: numbers, areas by site quality, environment figure, a map and actions. */
export function PropertyCard({
  property,
  map,
  children,
}: {
  property: Property;
  map?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useLingui();
  const propertyTitle = usePropertyTitle();
  const headingId = useId();
  const daa = (value: number | null | undefined): string => {
    if (value === null || value === undefined) return t`Ikke registrert`;
    const area = formatNumber(value);
    return t`${area} daa`;
  };
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Typography variant="h6" component="h3" id={headingId}>
          {propertyTitle(property)}
        </Typography>
        <DescriptionList
          items={[
            {
              term: t`Kommune-, gårds- og bruksnr.`,
              details: `${property.knr}/${String(property.gnr)}/${String(property.bnr)}`,
            },
            { term: t`Leverandørnummer`, details: property.actorNumber ?? t`Ikke registrert` },
            { term: t`Høy og svært høy bonitet`, details: daa(property.areaHighSiteQuality) },
            { term: t`Middels og lav bonitet`, details: daa(property.areaMediumAndLowSiteQuality) },
            { term: t`Miljøfigur`, details: property.misFigure ? t`Ja` : t`Nei` },
          ]}
        />
        {map}
      </CardContent>
      {children && <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>{children}</CardActions>}
    </Card>
  );
}
