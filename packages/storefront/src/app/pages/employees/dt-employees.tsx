/**
 * spec §2 /dt-employees: the dealer-tire employees' landing (rules §6 dealer-tire employee; docs/
 * business-accounts.md). Who sees what is the server's answer (the root data's account, from the
 * API's user details): a dealer-tire employee their program and whether their company offers road
 * hazard coverage; anyone else how to get in.
 */
import { Link } from 'react-router';
import { PageHead } from '../../page-head';
import { useRootData } from '../../root-data';

export function DealerEmployeesPage() {
  const { account } = useRootData();
  return (
    <div className="sf-container sf-employees">
      <PageHead
        title="Dealer Tire employees"
        description="Tires for Dealer Tire employees' own vehicles, bought with their employee account."
      />
      <h1>Dealer Tire employee program</h1>
      {account?.dealerEmployee ? (
        <>
          <p>Welcome, {account.firstName}. Shop tires for your own vehicles with your Dealer Tire employee account.</p>
          <ul>
            <li>Find tires by vehicle or by size from the shop's home page, and have them installed at a shop near you.</li>
            <li>
              {account.coverageOffered
                ? 'Road hazard coverage is available on your tires: choose it at checkout.'
                : 'Road hazard coverage is not offered on employee purchases by your company.'}
            </li>
          </ul>
          <p>
            <Link className="ts-button" to="/">
              Shop tires
            </Link>
          </p>
        </>
      ) : account ? (
        <p>
          This page is for Dealer Tire employees, and your account is not a Dealer Tire employee account. <Link to="/">Shop tires</Link>
        </p>
      ) : (
        <p>
          This page is for Dealer Tire employees.{' '}
          <Link to="/account/sign-in?returnTo=%2Fdt-employees">Sign in with your employee account</Link> to see your program.
        </p>
      )}
    </div>
  );
}
