/**
 * The public account pages (messages key `app.recovery`): /forgot-password, /otp, /sign-up.
 * Texts with smart_count have 2 forms in English and 6 in Arabic.
 */
export type RecoveryStrings = {
  forgotLink: string;
  backToSignIn: string;
  email: string;
  emailRequired: string;
  emailInvalid: string;
  /** smart_count = minutes to wait. */
  tooManyAttempts: string;
  forgot: { title: string; subtitle: string; submit: string; submitting: string; sentTitle: string; sent: string; haveCode: string };
  otp: {
    title: string;
    subtitle: string;
    code: string;
    /** The label of one box: %{position} of 6. */
    digit: string;
    codeRequired: string;
    submit: string;
    submitting: string;
    newCode: string;
  };
  reset: {
    title: string;
    subtitle: string;
    password: string;
    confirm: string;
    passwordRequired: string;
    mismatch: string;
    submit: string;
    submitting: string;
    doneTitle: string;
    done: string;
    signIn: string;
  };
  signUp: {
    title: string;
    subtitle: string;
    checking: string;
    invalidTitle: string;
    required: string;
    submit: string;
    submitting: string;
    requestTitle: string;
    requestSubtitle: string;
    requestSubmit: string;
    requestSentTitle: string;
    haveAccount: string;
  };
};

/** The users list's invite dialog (messages key `app.invite`; SPEC §2, §5, §8). */
export type InviteStrings = {
  button: string;
  title: string;
  intro: string;
  email: string;
  role: string;
  description: string;
  addAnother: string;
  remove: string;
  emailRequired: string;
  emailInvalid: string;
  roleRequired: string;
  send: string;
  /** Loading text and success count (smart_count = invitations). */
  sending: string;
  sent: string;
  error: string;
};
