import Link from '@mui/material/Link';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { CLERK_SIGN_IN } from './paths';
import { useProvider } from './useProvider';

/** Under the password form: the way to the identity provider, when one is set up. */
export const ThirdPartySignInLink = ({ redirect }: { redirect: string | null }) => {
  const translate = useTranslate();
  const { data } = useProvider();
  if (!data?.enabled || !data.name) return null;
  const to = redirect ? `${CLERK_SIGN_IN}?${new URLSearchParams({ redirect })}` : CLERK_SIGN_IN;
  return (
    <Link component={RouterLink} to={to} variant="body2" underline="hover" sx={{ alignSelf: 'center' }} className="third-party-sign-in-link">
      {translate('app.clerk.signIn.continueWith', { provider: data.name })}
    </Link>
  );
};
