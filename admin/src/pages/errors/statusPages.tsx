import { useParams } from 'react-router-dom';
import { ErrorPage } from './ErrorPage';
import { errorStatusOf } from './errorStatuses';

/** The public error routes (routes/errors.ts): pages of their own, without the layout. */
export const UnauthorizedPage = () => <ErrorPage status={401} />;
export const ForbiddenPage = () => <ErrorPage status={403} />;
export const NotFoundPage = () => <ErrorPage status={404} />;
export const ServerErrorPage = () => <ErrorPage status={500} />;
export const MaintenancePage = () => <ErrorPage status={503} />;

/** /errors/{error}: the page of that status; an unknown one is "not found". */
export const ErrorCodePage = () => {
  const { error } = useParams();
  return <ErrorPage status={errorStatusOf(error)} />;
};
