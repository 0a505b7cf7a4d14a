import { canonicalFor, robotsFor, variantConfig } from '@tireshop/core';
import { useLocation } from 'react-router';
import { useRootData } from './root-data';

/**
 * <title>, description, robots and canonical (spec §2 Page head); React hoists them into <head>.
 * The title ends with the variant's name (rules §6: 'Employee Purchase Portal' on the employee portal).
 */
export function PageHead({ title, description, status = 200 }: { title: string; description?: string; status?: number }) {
  const { origin, variant } = useRootData();
  const { pathname } = useLocation();
  const canonical = canonicalFor(origin, pathname, status, variant);
  return (
    <>
      <title>{`${title} | ${variantConfig(variant).title}`}</title>
      {description && <meta name="description" content={description} />}
      <meta name="robots" content={robotsFor(pathname, variant)} />
      {canonical && <link rel="canonical" href={canonical} />}
    </>
  );
}
