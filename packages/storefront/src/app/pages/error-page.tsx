import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { PageHead } from '../page-head';

/** spec §8 Text shown to the user. */
export const NOT_FOUND_TEXT = 'The page you are looking for is missing.';
export const SERVER_ERROR_TEXT = "We're experiencing a technical problem. Please try again.";

export function ErrorPage() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const detail = isRouteErrorResponse(error) && typeof error.data?.message === 'string' ? (error.data.message as string) : null;
  if (status >= 500) console.error('[storefront] page failed:', error);
  const title = status === 404 ? NOT_FOUND_TEXT : status >= 500 ? SERVER_ERROR_TEXT : (detail ?? 'Please check what you entered.');
  return (
    <div className="sf-container sf-error">
      <PageHead
        title={
          status === 404
            ? 'Page not found'
            : status >= 500
              ? 'Technical problem'
              : status === 403
                ? 'Not for you'
                : 'Please check your search'
        }
        status={status}
      />
      <h1>{title}</h1>
      {status === 404 && <p>It may have moved, or the address may be mistyped.</p>}
      {status >= 400 && status < 500 && status !== 404 && status !== 403 && <p>Check what you entered, or browse from the home page.</p>}
      <p>
        <Link className="ts-button" to="/">
          Back to the shop
        </Link>
      </p>
    </div>
  );
}
