import { useId, type ReactNode } from 'react';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { Property } from '../../api/generated/model';
import { DescriptionList } from '../../components/DescriptionList';

const daa = (value: number | null | undefined): string =>
  value === null || value === undefined ? 'Ikke registrert' : `${value.toLocaleString('nb-NO')} daa`;

export const propertyTitle = (property: Property): string =>
  `Eiendom ${property.propertyNumber}${property.name ? ` · ${property.name}` : ''}`;

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
  const headingId = useId();
  return (
    <Card component="article" variant="outlined" aria-labelledby={headingId}>
      <CardContent>
        <Typography variant="h6" component="h3" id={headingId}>
          {propertyTitle(property)}
        </Typography>
        <DescriptionList
          items={[
            {
              term: 'Kommune-, gårds- og bruksnr.',
              details: `${property.knr}/${String(property.gnr)}/${String(property.bnr)}`,
            },
            { term: 'Leverandørnummer', details: property.actorNumber ?? 'Ikke registrert' },
            { term: 'Høy og svært høy bonitet', details: daa(property.areaHighSiteQuality) },
            { term: 'Middels og lav bonitet', details: daa(property.areaMediumAndLowSiteQuality) },
            { term: 'Miljøfigur', details: property.misFigure ? 'Ja' : 'Nei' },
          ]}
        />
        {map}
      </CardContent>
      {children && <CardActions sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>{children}</CardActions>}
    </Card>
  );
}
