import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface Description {
  term: string;
  details: ReactNode;
}

/**
 * The portal's one label–value list (docs/design.md): the label in the secondary text colour, the value in the
 * body's. Side by side from the small breakpoint; on a phone the label above its value, where two columns
 * would squeeze long values (e-mail, addresses) or break a word in the middle ('Skogeierandelslag/et'). A value
 * breaks only where a single word is wider than the screen (an e-mail address).
 */
export function DescriptionList({
  items,
  labelledBy,
  spacing = 'normal',
}: {
  items: Description[];
  /** The heading that names the list, when it has one. */
  labelledBy?: string;
  /** 'dense' in a card, where the list is one part among others. */
  spacing?: 'normal' | 'dense';
}) {
  const dense = spacing === 'dense';
  return (
    <Box
      component="dl"
      aria-labelledby={labelledBy}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'max-content minmax(0, 1fr)' },
        columnGap: 3,
        rowGap: { xs: 0, sm: dense ? 0.5 : 1.25 },
        my: dense ? 1.5 : 2,
        '& dt': { typography: 'body2', lineHeight: 1.5, color: 'text.secondary', alignSelf: 'baseline' },
        '& dd': {
          m: 0,
          mb: { xs: dense ? 1 : 1.5, sm: 0 },
          overflowWrap: 'break-word',
          alignSelf: 'baseline',
        },
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
