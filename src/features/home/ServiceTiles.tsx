import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans, useLingui } from '@lingui/react/macro';
import type { AccountRole } from '../../api/generated/model';
import { serviceTilesFor, type MenuItem } from '../../domain/serviceMenu';
import { serviceLabel } from '../../domain/serviceMenuTexts';
import { serviceDescription } from './serviceDescriptions';

/** One tile per service of the role's menu, each with what it is for; the whole tile is the link. */
export function ServiceTiles({ role }: { role: AccountRole | null | undefined }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h5" component="h2" gutterBottom>
        <Trans>Tjenester</Trans>
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            sm: 'repeat(2, minmax(0, 1fr))',
            md: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {serviceTilesFor(role).map((item) => (
          <li key={item.to}>
            <ServiceTile item={item} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

function ServiceTile({ item }: { item: MenuItem }) {
  const { i18n } = useLingui();
  const descriptionId = useId();
  return (
    <Card
      variant="outlined"
      sx={{
        position: 'relative',
        height: '100%',
        transition: 'border-color 120ms, box-shadow 120ms',
        '&:hover': { borderColor: 'primary.main', boxShadow: 2 },
        // The link covers the tile, so the tile shows the link's keyboard focus.
        '&:has(a:focus-visible)': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      <CardContent>
        <Typography variant="h6" component="h3" sx={{ fontSize: '1.1rem' }}>
          <Link
            component={RouterLink}
            to={item.to}
            underline="hover"
            aria-describedby={descriptionId}
            sx={{
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {serviceLabel(item, i18n)}
          </Link>
        </Typography>
        <Typography id={descriptionId} variant="body2" color="text.secondary">
          {serviceDescription(item, i18n)}
        </Typography>
      </CardContent>
    </Card>
  );
}
