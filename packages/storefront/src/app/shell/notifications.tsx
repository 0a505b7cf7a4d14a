import { Link, useLocation } from 'react-router';
import { useRootData } from '../root-data';

/** storefront §4 Notifications: one Shop notice at a time; suppressed on home when flagged. */
export function ShopNotification() {
  const { notifications } = useRootData();
  const { pathname } = useLocation();
  const notice = notifications?.find((n) => n.type === 'Shop' && !(pathname === '/' && n.suppressFromHomePage));
  if (!notice) return null;
  return (
    <aside className="sf-notice" aria-label="Shop notice">
      <p>
        {notice.message}
        {notice.link && (
          <>
            {' '}
            <Link to={notice.link}>Learn more</Link>
          </>
        )}
      </p>
    </aside>
  );
}
