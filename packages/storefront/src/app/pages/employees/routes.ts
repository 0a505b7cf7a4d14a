import type { RouteObject } from 'react-router';
import { pageModule } from '../../page-module';

const employees = pageModule('pages/employees/dt-employees', () => import('./dt-employees'));

/** spec §2 /dt-employees: the dealer-tire employees' landing (a static segment, ahead of the content pages' catch-all). */
export const employeeRoutes: RouteObject[] = [{ path: 'dt-employees', ...employees((m) => ({ Component: m.DealerEmployeesPage })) }];
