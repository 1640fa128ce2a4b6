import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { useLingui } from '@lingui/react/macro';

/**
 * A wide table on a phone: it scrolls sideways inside this region instead of squeezing its numbers or
 * widening the page. The region is focusable, so keyboard users can scroll it too, and its name says it
 * scrolls ('… (kan rulles sideveis)').
 */
export function SidewaysScroll({
  label,
  framed = false,
  children,
}: {
  label: string;
  framed?: boolean;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Box
      role="region"
      aria-label={t`${label} (kan rulles sideveis)`}
      tabIndex={0}
      sx={{
        overflowX: 'auto',
        ...(framed ? { border: 1, borderColor: 'divider', borderRadius: 1 } : {}),
        '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    >
      {children}
    </Box>
  );
}
