import {
  $productDelivery,
  ADDRESS_MESSAGES,
  fieldErrors,
  formatPhonePartial,
  shippingAddressSchema,
  type CartStore,
  type PhoneType,
} from '@tireshop/core';
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { translateAny, useApiText, useMessages } from '../locale';
import { CourierLocationChoices, CourierZipSearch, nearestFirst } from './courier-locations';
import { useDestinationText } from './destination-text';
import { useLookup, zipProblem, type DeliveryLookups } from './delivery-lookups';
import { Field, PhoneTypeField } from './fields';
import { PlacesSkeleton } from './installer-picker';

/** spec §5 exact. */
export { SELECT_FEDEX_LOCATION } from '@tireshop/core';
import { SELECT_FEDEX_LOCATION } from '@tireshop/core';

export { noCourierLocationsText } from './courier-locations';
import { noCourierLocationsText } from './courier-locations';

const productPageLocationId = () => {
  const pick = $productDelivery.get();
  return pick?.kind === 'courier' ? pick.location.id : null;
};

const CONTACT_FIELDS = ['firstName', 'lastName', 'phone', 'phoneType', 'email'] as const;
type ContactField = (typeof CONTACT_FIELDS)[number];
type Contact = Record<ContactField, string>;

/** The contact's problems with the spec's exact messages (core's address rules); the e-mail is required. */
export function contactProblems(contact: Contact): Partial<Record<ContactField, string>> {
  const all = fieldErrors(shippingAddressSchema, contact);
  const problems: Partial<Record<ContactField, string>> = {};
  for (const f of CONTACT_FIELDS) if (all[f]) problems[f] = all[f];
  if (contact.email.trim() === '') problems.email = ADDRESS_MESSAGES.email;
  return problems;
}

const LABELS: Record<ContactField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  phone: 'Phone',
  phoneType: 'Phone type',
  email: 'Email',
};

/**
 * Pick-up at a courier (FedEx) location (spec §3 Pickup locations; §7 GET
 * /checkout/pickup-locations): the nearest locations to a zip with distance and hours, one chosen
 * plus who collects the tires, saved as the cart's FEDEX shipping. Without a location the spec's
 * "Please select a FedEx location." is shown.
 */
export function CourierPicker({
  cart,
  lookups,
  defaultZip,
  problem,
}: {
  cart: CartStore;
  lookups: DeliveryLookups;
  defaultZip: string;
  problem?: string | null;
}) {
  const id = useId();
  const t = useMessages('checkout');
  const apiText = useApiText();
  const destinationText = useDestinationText();
  const { cart: siteCart } = useStore(cart.$cart);
  const shipping = siteCart?.cartShipping ?? null;
  const saved = shipping?.shippingOption === 'FEDEX' ? shipping : null;
  const [editing, setEditing] = useState(saved === null);
  const [state, run] = useLookup((zip) => lookups.pickupLocations(zip));
  // The location chosen on the product page (core product-delivery) until one is saved.
  const [locationId, setLocationId] = useState<number | null>(saved?.shippingLocationId ?? productPageLocationId());
  const [contact, setContact] = useState<Contact>({
    firstName: shipping?.firstName ?? '',
    lastName: shipping?.lastName ?? '',
    phone: shipping?.phone ?? '',
    phoneType: shipping?.phoneType ?? 'Mobile',
    email: shipping?.email ?? siteCart?.email ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<ContactField | 'location', string>>>({});
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (editing && !zipProblem(defaultZip)) void run(defaultZip.trim());
  }, [run, defaultZip, editing]);

  const locations = state.status === 'done' ? nearestFirst(state.data.locations) : [];

  function set(field: ContactField, value: string) {
    const next = { ...contact, [field]: field === 'phone' ? formatPhonePartial(value) : value };
    setContact(next);
    if (errors[field]) setErrors((e) => ({ ...e, [field]: contactProblems(next)[field] }));
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setRefusal(null);
    const problems: Partial<Record<ContactField | 'location', string>> = contactProblems(contact);
    if (locationId === null || !locations.some((l) => l.id === locationId)) problems.location = SELECT_FEDEX_LOCATION;
    setErrors(problems);
    const first = (['location', ...CONTACT_FIELDS] as const).find((f) => problems[f]);
    if (first) {
      const selector = first === 'location' || first === 'phoneType' ? 'input[type="radio"]' : `[name="${first}"]`;
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>(selector)?.focus());
      return;
    }
    setSaving(true);
    const result = await cart.saveShipping({
      shippingOption: 'FEDEX',
      shippingLocationId: locationId!,
      firstName: contact.firstName,
      lastName: contact.lastName,
      phone: contact.phone,
      phoneType: contact.phoneType as PhoneType,
      email: contact.email,
    });
    setSaving(false);
    if (result.ok) setEditing(false);
    else setRefusal(result.error.message);
  }

  if (saved && !editing) {
    return (
      <div className="ts-checkout-panel__body">
        <div className="ts-checkout-saved">
          <h4 className="ts-checkout-saved__title">{t('Your pick-up location')}</h4>
          <p className="ts-checkout-saved__text">{destinationText(saved.destinationLabel)}</p>
          <p className="ts-checkout-saved__text">
            Collected by {saved.firstName} {saved.lastName} · {saved.phone}
            {saved.email ? ` · ${saved.email}` : ''}
          </p>
          <button type="button" className="ts-checkout-link-button" onClick={() => setEditing(true)}>
            {t('Change')}
            <span className="ts-visually-hidden">{t(' pick-up location')}</span>
          </button>
        </div>
      </div>
    );
  }

  return (
    <div className="ts-checkout-panel__body">
      <CourierZipSearch
        defaultZip={defaultZip}
        busy={state.status === 'loading'}
        onSearch={(zip) => {
          setLocationId(null);
          void run(zip);
        }}
      />
      <div role="alert" className="ts-checkout-panel__alerts">
        {problem && !saved && locationId === null && !errors.location && (
          <p className="ts-checkout-alert ts-checkout-alert--error">{problem}</p>
        )}
      </div>
      {state.status === 'loading' && <PlacesSkeleton label={t('Looking for FedEx locations…')} />}
      {state.status === 'error' && <p className="ts-checkout-alert ts-checkout-alert--error">{apiText(state.message)}</p>}
      {state.status === 'done' && locations.length === 0 && <p className="ts-checkout-empty">{noCourierLocationsText(state.key, t)}</p>}
      {state.status === 'done' && locations.length > 0 && (
        <form
          ref={formRef}
          className="ts-checkout-form"
          onSubmit={save}
          noValidate
          aria-label={t('FedEx pick-up')}
          aria-busy={saving || undefined}
        >
          <fieldset className="ts-checkout-choices" aria-describedby={errors.location ? `${id}-location-error` : undefined}>
            <legend>{t('FedEx locations near {zip}, nearest first', { zip: state.key })}</legend>
            <CourierLocationChoices
              locations={locations}
              chosenId={locationId}
              name="shippingLocationId"
              onChoose={(l) => {
                setLocationId(l.id);
                setErrors((e) => ({ ...e, location: undefined }));
              }}
            />
            {errors.location && (
              <p className="ts-field__error" id={`${id}-location-error`} role="alert">
                {translateAny(t, errors.location)}
              </p>
            )}
          </fieldset>
          <fieldset className="ts-checkout-contact">
            <legend>{t('Who picks up the tires?')}</legend>
            <div className="ts-checkout-form__grid">
              {(['firstName', 'lastName'] as const).map((f) => (
                <Field key={f} id={`${id}-${f}`} name={f} label={LABELS[f]} error={errors[f]}>
                  {(control) => (
                    <input
                      type="text"
                      {...control}
                      value={contact[f]}
                      maxLength={25}
                      autoComplete={f === 'firstName' ? 'given-name' : 'family-name'}
                      onChange={(e) => set(f, e.currentTarget.value)}
                    />
                  )}
                </Field>
              ))}
              <Field id={`${id}-phone`} name="phone" label={LABELS.phone} error={errors.phone}>
                {(control) => (
                  <input
                    type="tel"
                    inputMode="tel"
                    {...control}
                    value={contact.phone}
                    maxLength={16}
                    autoComplete="tel-national"
                    onChange={(e) => set('phone', e.currentTarget.value)}
                  />
                )}
              </Field>
              <PhoneTypeField
                id={`${id}-phoneType`}
                value={contact.phoneType}
                error={errors.phoneType}
                onChange={(t) => set('phoneType', t)}
              />
              <Field id={`${id}-email`} name="email" label={LABELS.email} error={errors.email} className="ts-checkout-form__wide">
                {(control) => (
                  <input
                    type="email"
                    inputMode="email"
                    {...control}
                    value={contact.email}
                    maxLength={254}
                    autoComplete="email"
                    onChange={(e) => set('email', e.currentTarget.value)}
                  />
                )}
              </Field>
            </div>
          </fieldset>
          <div role="alert">{refusal && <p className="ts-checkout-alert ts-checkout-alert--error">{apiText(refusal)}</p>}</div>
          <div className="ts-checkout-form__actions">
            <button type="submit" className="ts-button" disabled={saving}>
              {saving ? t('Saving…') : t('Pick up here')}
            </button>
            {saved && (
              <button type="button" className="ts-button ts-button--quiet" onClick={() => setEditing(false)}>
                {t('Cancel')}
              </button>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
