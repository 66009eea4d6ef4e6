import { lazy, Suspense } from 'react';

// Signed-in visits never need the sign-in pages: they load on first use, outside the entry chunk.
const SignIn = lazy(() => import('./SignInPage').then((module) => ({ default: module.SignInPage })));
const SignInSplit = lazy(() => import('./SignInSplitPage').then((module) => ({ default: module.SignInSplitPage })));

export const LazySignInPage = () => (
  <Suspense fallback={null}>
    <SignIn />
  </Suspense>
);

export const LazySignInSplitPage = () => (
  <Suspense fallback={null}>
    <SignInSplit />
  </Suspense>
);
