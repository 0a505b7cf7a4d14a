/**
 * The cart's saved shipping as every cart answer shows it (cart.ts readCartFacts): its fields, the
 * destination's label, and where the tires go for pricing. Apart from saving and checking a choice
 * (cart-shipping.ts), so that reading a cart does not import the module that changes it.
 */
import { DESTINATION_LABELS, fillMessage, streetAddressLine, type CartShipping, type ShippingOption } from '@tireshop/core';
import { eq, getTableColumns } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { cartShipping, courierLocations, installers, warehouses } from '../db/schema';
import { WAREHOUSE_READY_IN_HOURS } from './warehouse-pickup';

/** Where the tires go, as pricing needs it: the option and the destination's state (for tax and free shipping). */
export interface ShippingDestination {
  option: ShippingOption;
  /** Two-letter state of the address, installer, courier location or warehouse. */
  state: string | null;
  isMobileInstall: boolean;
}

/** "5 Oak Ave, Apt 2, Springfield, IL 62701" of whichever parts are known ("" when none is). */
/** The cart's saved shipping as the API shows it, with its destination; null when none is saved. */
export async function readCartShipping(
  db: Tx | Db,
  cartId: string,
): Promise<{ shipping: CartShipping; destination: ShippingDestination } | null> {
  // Only what the label and the tax state use of the place (each selected column costs mapping).
  const [found] = await db
    .select({
      saved: getTableColumns(cartShipping),
      installer: { name: installers.name, city: installers.city, state: installers.state },
      location: {
        company: courierLocations.company,
        addressLine1: courierLocations.addressLine1,
        city: courierLocations.city,
        state: courierLocations.state,
        zip: courierLocations.zip,
      },
      warehouse: { name: warehouses.name, state: warehouses.state },
    })
    .from(cartShipping)
    .leftJoin(installers, eq(installers.id, cartShipping.installerId))
    .leftJoin(courierLocations, eq(courierLocations.id, cartShipping.shippingLocationId))
    .leftJoin(warehouses, eq(warehouses.id, cartShipping.warehouseId))
    .where(eq(cartShipping.cartId, cartId));
  if (!found) return null;
  const { saved, installer, location, warehouse } = found;

  let label: string;
  let state: string | null;
  switch (saved.shippingOption) {
    case 'HOME':
      label = fillMessage(DESTINATION_LABELS.home, { address: streetAddressLine(saved) });
      state = saved.state;
      break;
    case 'FEDEX':
      label = location
        ? fillMessage(DESTINATION_LABELS.courier, { place: location.company, address: streetAddressLine(location) })
        : DESTINATION_LABELS.someCourier;
      state = location?.state ?? null;
      break;
    case 'WAREHOUSE':
      label = warehouse
        ? fillMessage(DESTINATION_LABELS.warehouse, { place: warehouse.name, hours: WAREHOUSE_READY_IN_HOURS })
        : DESTINATION_LABELS.someWarehouse;
      state = warehouse?.state ?? null;
      break;
    case 'INSTALLER':
      if (saved.isMobileInstall) {
        const name = installer?.name;
        if (!name) label = DESTINATION_LABELS.someMobile;
        else if (saved.addressLine1) label = fillMessage(DESTINATION_LABELS.mobileAt, { name, address: streetAddressLine(saved) });
        else if (saved.zip) label = fillMessage(DESTINATION_LABELS.mobileIn, { name, zip: saved.zip });
        else label = fillMessage(DESTINATION_LABELS.mobile, { name });
        state = saved.state ?? installer?.state ?? null;
      } else {
        label = installer
          ? fillMessage(DESTINATION_LABELS.installed, { name: installer.name, city: installer.city, state: installer.state })
          : DESTINATION_LABELS.someShop;
        state = installer?.state ?? null;
      }
      break;
  }

  const shipping: CartShipping = {
    id: saved.cartId,
    shippingOption: saved.shippingOption,
    installerId: saved.installerId,
    shippingLocationId: saved.shippingLocationId,
    warehouseId: saved.warehouseId,
    addressLine1: saved.addressLine1,
    addressLine2: saved.addressLine2,
    city: saved.city,
    state: saved.state,
    zip: saved.zip,
    companyName: saved.companyName,
    email: saved.email,
    firstName: saved.firstName,
    lastName: saved.lastName,
    phone: saved.phone,
    phoneType: saved.phoneType,
    specialInstructions: saved.specialInstructions,
    vehicleDescription: saved.vehicleDescription,
    vehicleMake: saved.vehicleMake,
    vehicleModel: saved.vehicleModel,
    vehicleTrim: saved.vehicleTrim,
    vehicleYear: saved.vehicleYear,
    installerService: saved.installerService,
    installer:
      saved.shippingOption === 'INSTALLER' && saved.installerId !== null
        ? { installerId: saved.installerId, isMobileInstall: saved.isMobileInstall }
        : null,
    destinationLabel: label,
  };
  return { shipping, destination: { option: saved.shippingOption, state, isMobileInstall: saved.isMobileInstall } };
}
