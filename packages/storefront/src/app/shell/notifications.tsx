import { shownNotices, type SiteNotification } from '@tireshop/core';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useRootData } from '../root-data';

/**
 * The site notices (spec §4 Notifications): one Shop notice, and one Filter notice on catalogue
 * result pages; non-persistent ones go on the first route change; a closed one stays closed (by
 * id, in the ST_closedNotices cookie the server reads too, so a reload renders the page without it).
 */
export function SiteNotices() {
  const { notifications, closedNotices } = useRootData();
  const { pathname } = useLocation();
  const [closed, setClosed] = useState(closedNotices ?? {});
  const arrivedOn = useRef(pathname);
  const [firstPage, setFirstPage] = useState(true);
  useEffect(() => {
    if (pathname !== arrivedOn.current) setFirstPage(false);
  }, [pathname]);

  const { shop, filter } = shownNotices(notifications, { pathname, now: new Date(), closed, firstPage });
  const close = (id: string) => {
    void import('./notice-closing').then((m) => setClosed(m.rememberClosedNotice(closed, id)));
  };
  return (
    <>
      {shop && <Notice notice={shop} label="Shop notice" onClose={close} />}
      {filter && <Notice notice={filter} label="Offer for these tires" onClose={close} />}
    </>
  );
}

function Notice({ notice, label, onClose }: { notice: SiteNotification; label: string; onClose: (id: string) => void }) {
  return (
    <aside className={`sf-notice sf-notice--${notice.type.toLowerCase()}`} aria-label={label}>
      <p>
        {notice.message}
        {notice.link && (
          <>
            {' '}
            <Link to={notice.link}>Learn more</Link>
          </>
        )}
      </p>
      <button type="button" className="sf-notice__close" aria-label={`Close: ${label}`} onClick={() => onClose(notice.id)}>
        ×
      </button>
    </aside>
  );
}
