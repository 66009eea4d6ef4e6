import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';

/** A link to another public page (sign in, forgot password, enter code). */
export const PageLink = ({ to, label, className }: { to: string; label: string; className?: string }) => (
  <Link component={RouterLink} to={to} variant="body2" underline="hover" className={className}>
    {label}
  </Link>
);
