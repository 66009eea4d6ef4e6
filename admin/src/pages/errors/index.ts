export { AccessDeniedInLayout, NotFoundInLayout, ScreenCrashed } from './inLayoutPages';
export { ErrorPage, type ErrorPageProps } from './ErrorPage';
export { ERROR_STATUSES, errorStatusOf, type ErrorStatus } from './errorStatuses';
