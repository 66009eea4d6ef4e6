export const CLERK_SIGN_IN = '/clerk/sign-in';
export const CLERK_SIGN_UP = '/clerk/sign-up';
export const CLERK_USER_MANAGEMENT = '/clerk/user-management';
