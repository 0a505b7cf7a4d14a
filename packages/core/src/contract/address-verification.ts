/**
 * Address verification (spec storefront §2 "Other modals: … address verification"; the spec names
 * the modal only, docs/product-page.md says what it does here): before a home address is saved,
 * the storefront asks whether its ZIP code, city and state belong together in the US ZIP table
 * (the one the delivery options place ZIP codes with). When they do not and the table knows a
 * likely correction, the answer carries it, and the shopper chooses between the suggestion and
 * what they typed. Nothing is saved by this call.
 */
import * as v from 'valibot';
import { addressLineField, cityField, optionalAddressLineField, stateField, zipField } from '../address';
import { defineEndpoint } from './endpoint';

export const addressToVerifySchema = v.object(
  {
    addressLine1: addressLineField,
    addressLine2: optionalAddressLineField,
    city: cityField,
    state: stateField,
    zip: zipField,
  },
  'The request body must be a JSON object.',
);
export type AddressToVerify = v.InferOutput<typeof addressToVerifySchema>;
export type AddressToVerifyInput = v.InferInput<typeof addressToVerifySchema>;

/**
 * `verified`: the ZIP code is the city's, in that state. `corrected`: they do not belong together
 * and `suggestion` is the address with the city, state and ZIP code the table has (the street
 * lines stay as typed). `unknown`: the table knows neither the ZIP code nor the city, so there is
 * nothing to suggest (the address is saved as typed).
 */
export const ADDRESS_VERDICTS = ['verified', 'corrected', 'unknown'] as const;
export type AddressVerdict = (typeof ADDRESS_VERDICTS)[number];

export const addressVerificationSchema = v.object({
  verdict: v.picklist(ADDRESS_VERDICTS),
  /** The corrected address (only with `corrected`). */
  suggestion: v.nullable(
    v.object({ addressLine1: v.string(), addressLine2: v.nullable(v.string()), city: v.string(), state: v.string(), zip: v.string() }),
  ),
  /** Which of city, state and zip the suggestion changes, for the modal to mark. */
  changed: v.array(v.picklist(['city', 'state', 'zip'])),
});
export type AddressVerification = v.InferOutput<typeof addressVerificationSchema>;

export const verifyAddressEndpoint = defineEndpoint({
  id: 'verifyAddress',
  method: 'POST',
  path: '/v1/checkout/address-verification',
  summary:
    'Checks that a US address’s ZIP code, city and state belong together and suggests a corrected city, state or ZIP code when they do not. Saves nothing.',
  auth: true,
  body: addressToVerifySchema,
  response: addressVerificationSchema,
});
