import type { LinkComponent } from '@tireshop/views';
import { Link } from 'react-router';

/** Views' links as react-router links: client-side navigation inside the storefront. */
export const RouterLink: LinkComponent = ({ href, ...rest }) => <Link to={href} {...rest} />;
