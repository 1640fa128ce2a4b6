import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface Description {
  term: string;
  details: ReactNode;
}

/**
 * Label and value pairs as a description list: side by side from the small breakpoint, the label above its
 * value on a phone, where two columns would squeeze long values (e-mail, addresses).
 */
export function DescriptionList({ items, boldTerms = false }: { items: Description[]; boldTerms?: boolean }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.5 },
        my: 2,
        '& dt': boldTerms ? { fontWeight: 700 } : { color: 'text.secondary' },
        '& dd': { m: 0, mb: { xs: 1.5, sm: 0 }, overflowWrap: 'anywhere' },
      }}
    >
      {items.map(({ term, details }) => (
        <Fragment key={term}>
          <dt>{term}</dt>
          <dd>{details}</dd>
        </Fragment>
      ))}
    </Box>
  );
}
