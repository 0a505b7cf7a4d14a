import { variantConfig } from '@tireshop/core';
import { Link } from 'react-router';
import { useRootData } from '../root-data';

/** spec §9 Support hours. */
const SUPPORT_HOURS = ['Mon–Fri 8am–7pm ET', 'Sat 9am–5pm ET', 'Sun closed'];

export function Footer() {
  const { globals, variant } = useRootData();
  // rules §6: a variant may leave a section out (the simple-shop's "shop section").
  const hidden = variantConfig(variant).hiddenFooterSections;
  const columns = globals?.footerLinks.filter((column) => !hidden.includes(column.header));
  return (
    <footer className="sf-footer">
      <div className="sf-footer__inner">
        {columns?.map((column) => (
          <nav key={column.header} aria-label={column.header}>
            <h2>{column.header}</h2>
            <ul>
              {column.links.map((l) => (
                <li key={l.link}>
                  <Link to={l.link}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-label="Customer service">
          <h2>Customer service</h2>
          {globals?.customerServiceEnabled && (
            <p>
              <a href={`tel:+${globals.customerServiceNumber.value}`}>{globals.customerServiceNumber.display}</a>
            </p>
          )}
          <ul>
            {SUPPORT_HOURS.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </section>
      </div>
      <p className="sf-footer__legal">© {new Date().getFullYear()} tireshop. Prices in US dollars.</p>
    </footer>
  );
}
