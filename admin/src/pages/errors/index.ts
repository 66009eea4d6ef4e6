export { AccessDeniedInLayout, NotFoundInLayout, ScreenCrashed, ScreenFailed } from './inLayoutPages';
export { ErrorPage, type ErrorPageProps } from './ErrorPage';
export { ERROR_STATUSES, errorStatusOf, type ErrorStatus } from './errorStatuses';
