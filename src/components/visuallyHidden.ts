/* eslint-disable lingui/no-unlocalized-strings -- CSS values, not texts */
/** Styles (sx) for text only screen readers get: which file a short visible label is about, a status, ... */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
