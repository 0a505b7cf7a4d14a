/**
 * POST /v1/checkout/address-verification with the host's API client, in its own chunk: the
 * contract's schemas load with the first address saved, not with the checkout page.
 */
import { verifyAddressEndpoint, type AddressToVerifyInput, type ApiClient } from '@tireshop/core';

export const verifyAddress = (api: ApiClient, address: AddressToVerifyInput) => api.call(verifyAddressEndpoint, { body: address });
