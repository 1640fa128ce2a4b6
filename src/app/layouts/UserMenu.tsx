import { Link as RouterLink } from 'react-router';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Trans } from '@lingui/react/macro';
import { signOut } from '../../auth/auth';
import { PATHS } from '../../paths';

interface UserMenuProps {
  id: string;
  /** The button it opens from; closed when null. */
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The signed-in person's menu on desktop, opened from their name in the header (AppHeader.tsx). */
export default function UserMenu({ id, anchor, onClose }: UserMenuProps) {
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <MenuItem component={RouterLink} to={PATHS.profile} onClick={onClose}>
        <Trans>Min side</Trans>
      </MenuItem>
      <MenuItem component={RouterLink} to={PATHS.accesses} onClick={onClose}>
        <Trans>Bytt selskap</Trans>
      </MenuItem>
      <MenuItem
        onClick={() => {
          void signOut();
        }}
      >
        <Trans>Logg ut</Trans>
      </MenuItem>
    </Menu>
  );
}
