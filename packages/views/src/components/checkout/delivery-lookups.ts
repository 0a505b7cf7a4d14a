/**
 * What the delivery panels ask for, answered by the host (the storefront calls the API with its
 * client; a widget with its own): views never fetch (docs/architecture.md). Each answer is the
 * client layer's ApiResult, so a refusal arrives in the API's words.
 */
import {
  ADDRESS_MESSAGES,
  US_ZIP_PATTERN,
  type AddressToVerifyInput,
  type AddressVerification,
  type ApiResult,
  type InstallerLookup,
  type InstallerSchedule,
  type InstallerService,
  type PickupLocation,
  type Warehouse,
} from '@tireshop/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { InstallerLookups } from '../installers/types';

export interface DeliveryLookups {
  /** GET /v1/installers: the nearest shops, or mobile installers serving the zip (spec §9 limit 4). */
  installers(query: { zip: string; mobile: boolean }): Promise<ApiResult<InstallerLookup>>;
  /** GET /v1/checkout/pickup-locations: courier locations nearest the zip. */
  pickupLocations(zip: string): Promise<ApiResult<{ locations: PickupLocation[] }>>;
  /** GET /v1/checkout/warehouse-pickup-locations: warehouses holding every tire of the cart. */
  warehouses(zip: string | null): Promise<ApiResult<{ siteWarehouses: { siteWarehouseList: Warehouse[] } }>>;
  /** GET /v1/installers/{id}/schedule: the next 30 days, the cart's own held time counted as free. */
  schedule(installerId: number): Promise<ApiResult<InstallerSchedule>>;
  /** GET /v1/installers/{id}/services: what the shop offers besides fitting (spec §3 Shop services). */
  installerServices(installerId: number): Promise<ApiResult<InstallerService[]>>;
  /** The all-shops and shop details modals' lookups (and the shop's address for the install confirmation). */
  shops: InstallerLookups;
  /** POST /v1/checkout/address-verification: the home address's ZIP code against its city and state (the address verification modal). */
  verifyAddress?(address: AddressToVerifyInput): Promise<ApiResult<AddressVerification>>;
}

/** spec §5 exact: "Please enter your zip code." (empty) and "Please enter valid US Zip Code." (malformed). */
export const ZIP_REQUIRED_MESSAGE = 'Please enter your zip code.';

export function zipProblem(zip: string): string | null {
  const z = zip.trim();
  if (z === '') return ZIP_REQUIRED_MESSAGE;
  return US_ZIP_PATTERN.test(z) ? null : ADDRESS_MESSAGES.zip;
}

export type LookupState<T> =
  | { status: 'idle' }
  | { status: 'loading'; key: string }
  | { status: 'done'; key: string; data: T }
  | { status: 'error'; key: string; message: string };

/**
 * One lookup at a time: the latest asked wins (an older answer arriving late is dropped), so
 * typing a second zip never shows the first zip's places.
 */
export function useLookup<T>(ask: (key: string) => Promise<ApiResult<T>>) {
  const [state, setState] = useState<LookupState<T>>({ status: 'idle' });
  const latest = useRef(0);
  const askRef = useRef(ask);
  askRef.current = ask;
  useEffect(
    () => () => {
      latest.current = -1;
    },
    [],
  );
  const run = useCallback(async (key: string) => {
    const ticket = ++latest.current;
    setState({ status: 'loading', key });
    const answer = await askRef.current(key);
    if (ticket !== latest.current) return;
    setState(answer.ok ? { status: 'done', key, data: answer.data } : { status: 'error', key, message: answer.error.message });
  }, []);
  return [state, run] as const;
}
