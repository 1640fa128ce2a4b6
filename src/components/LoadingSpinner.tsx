import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export function LoadingSpinner({ text = 'Laster inn...' }: { text?: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'center', p: 4 }}>
      <CircularProgress size={28} aria-hidden="true" />
      <Typography>{text}</Typography>
    </Box>
  );
}
