/**
 * Third-party sign-in (messages key `app.clerk`): /clerk/sign-in, /clerk/sign-up and
 * /clerk/user-management. `%{provider}` is the identity provider's name (OIDC_NAME).
 */
export type ClerkStrings = {
  signIn: { title: string; subtitle: string; continueWith: string; redirecting: string; completing: string; withPassword: string; toSignUp: string };
  signUp: { title: string; subtitle: string; continueWith: string; toSignIn: string };
  /**
   * The step after the provider when an account here has the provider's verified email: that
   * account's password links them (`%{email}`: the account's email).
   */
  link: { title: string; intro: string; password: string; submit: string; submitting: string; loading: string; cancel: string };
  notConfigured: string;
  /** The account waits for an administrator. */
  pending: string;
  /** The outcome of a round trip at the provider, by the code in the page's address. */
  errors: Record<'expired' | 'browser' | 'refused' | 'unreachable' | 'provider' | 'noEmail' | 'emailTaken' | 'inactive' | 'taken' | 'busy' | 'full' | 'failed', string>;
  management: {
    title: string;
    subtitle: string;
    backToApp: string;
    linked: string;
    identities: string;
    none: string;
    email: string;
    verified: string;
    notVerified: string;
    linkedAt: string;
    lastUsed: string;
    never: string;
    link: string;
    unlink: string;
    unlinkTitle: string;
    unlinkBody: string;
    unlinked: string;
    pendingTitle: string;
    pendingNone: string;
    person: string;
    requestedAt: string;
    approve: string;
    approved: string;
  };
};
