import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { visuallyHidden } from './visuallyHidden';

/**
 * More of something behind a summary a person opens ('Detaljer' on a card, 'Tekniske detaljer' under an error):
 * the platform's <details>, which the keyboard, screen readers and the browser's find-in-page know, styled as a
 * text button of the theme, at least 44 px high on a phone. `context` is said after the summary to a screen
 * reader, where several cards each have their own ('Detaljer, kontrakt 2026-101').
 */
export function Disclosure({
  summary,
  context,
  children,
}: {
  summary: string;
  context?: string;
  children: ReactNode;
}) {
  return (
    <Box
      component="details"
      sx={{
        '& > summary': {
          display: 'inline-flex',
          alignItems: 'center',
          gap: 0.5,
          minHeight: 44,
          px: 1,
          ml: -1,
          borderRadius: 1,
          cursor: 'pointer',
          listStyle: 'none',
          color: 'primary.main',
          fontWeight: 600,
          '&::-webkit-details-marker': { display: 'none' },
          '&:hover': { bgcolor: 'action.hover' },
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          '& svg': { transition: 'transform 150ms' },
        },
        '&[open] > summary svg': { transform: 'rotate(180deg)' },
      }}
    >
      <summary>
        {summary}
        {context && <Box component="span" sx={visuallyHidden}>{`, ${context}`}</Box>}
        <ExpandMoreIcon fontSize="small" aria-hidden />
      </summary>
      {children}
    </Box>
  );
}
