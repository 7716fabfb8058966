import { isRouteErrorResponse, useRouteError } from 'react-router';
import { EmptyStatePage } from '../components/ui/empty-state';
import { Button, buttonClasses } from '../components/ui/button';
import { paths } from './paths';

/** The last resort when a page throws or its code cannot be loaded (e.g. after a new release). */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <EmptyStatePage
      className="py-16"
      documentTitle="Something went wrong"
      icon="alertTriangle"
      title={notFound ? 'Page not found' : 'Something went wrong'}
      description={
        notFound
          ? 'The page you are looking for does not exist.'
          : 'This page could not be shown. Reloading usually fixes it.'
      }
      action={
        <>
          <Button onClick={() => window.location.reload()}>Reload</Button>
          {/* A plain link: the router may be the part that failed. */}
          <a href={paths.home()} className={buttonClasses({ variant: 'secondary' })}>
            Go to Home
          </a>
        </>
      }
    />
  );
}
