/**
 * Where a mobile installer comes to: the street and city of the shopper's home or work (spec §5
 * address rules, the shared messages), in the ZIP the installer was chosen for. Asked for once a
 * mobile installer is chosen; a cart without it cannot be ordered (core needsServiceAddress), and
 * the order page, its e-mail and the installer's booking show it. Saved, it reads as one line with
 * "Change address".
 */
import { fieldErrors, serviceAddressSchema, streetAddressLine, type CartShipping, type CartStore } from '@tireshop/core';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useApiText, useMessages } from '../locale';
import { addressControls } from './address-fields';
import { blankToNull, focusFirstProblem, problemsOf } from './address-values';

const FIELDS = ['addressLine1', 'addressLine2', 'city'] as const;
type ServiceField = (typeof FIELDS)[number];
const OPTIONAL: ReadonlySet<ServiceField> = new Set(['addressLine2']);

export function ServiceAddress({ cart, shipping, problem }: { cart: CartStore; shipping: CartShipping; problem?: string | null }) {
  const id = useId();
  const t = useMessages('checkout');
  const apiText = useApiText();
  const formRef = useRef<HTMLFormElement>(null);
  const saved = !!(shipping.addressLine1 && shipping.city);
  const [editing, setEditing] = useState(!saved);
  const [values, setValues] = useState<Record<ServiceField, string>>({
    addressLine1: shipping.addressLine1 ?? '',
    addressLine2: shipping.addressLine2 ?? '',
    city: shipping.city ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<ServiceField, string>>>({});
  /** Fields left once (or all, once the form was sent): their messages follow what is typed. */
  const [checked, setChecked] = useState<ReadonlySet<ServiceField> | 'all'>(new Set());
  const [saving, setSaving] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const inputOf = (v: Record<ServiceField, string>) => ({
    addressLine1: v.addressLine1,
    addressLine2: blankToNull(v.addressLine2),
    city: v.city,
  });
  const input = () => inputOf(values);
  const problemOf = (v: Record<ServiceField, string>, field: ServiceField) =>
    problemsOf(FIELDS, fieldErrors(serviceAddressSchema, inputOf(v)))[field];
  const isChecked = (field: ServiceField) => checked === 'all' || checked.has(field);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || shipping.installerId === null) return;
    const problems = problemsOf(FIELDS, fieldErrors(serviceAddressSchema, input()));
    setChecked('all');
    setErrors(problems);
    setRefusal(null);
    if (Object.keys(problems).length > 0) {
      requestAnimationFrame(() => focusFirstProblem(formRef.current, FIELDS, problems));
      return;
    }
    setSaving(true);
    // The same installer, ZIP, services and vehicle: only where to come is new (the time stays held).
    const result = await cart.saveShipping({
      shippingOption: 'INSTALLER',
      installerId: shipping.installerId,
      isMobileInstall: true,
      zip: shipping.zip,
      state: shipping.state,
      ...input(),
      installerService: shipping.installerService,
      vehicleDescription: shipping.vehicleDescription,
      vehicleMake: shipping.vehicleMake,
      vehicleModel: shipping.vehicleModel,
      vehicleTrim: shipping.vehicleTrim,
      vehicleYear: shipping.vehicleYear,
    });
    setSaving(false);
    if (result.ok) setEditing(false);
    else setRefusal(result.error.message);
  }

  if (saved && !editing) {
    return (
      <div className="ts-service-address ts-service-address--saved">
        <p>
          <span className="ts-service-address__label">{t('The installer comes to:')}</span> {streetAddressLine(shipping)}
        </p>
        <button type="button" className="ts-checkout-link-button" onClick={() => setEditing(true)}>
          {t('Change address')}
        </button>
      </div>
    );
  }

  // The same labels, autocomplete, lengths and messages as the shipping and billing forms.
  const { text } = addressControls({
    id,
    section: 'shipping',
    values,
    errors,
    optional: OPTIONAL,
    onChange: (field, value) => {
      const next = { ...values, [field]: value };
      setValues(next);
      if (isChecked(field)) setErrors((e) => ({ ...e, [field]: problemOf(next, field) }));
    },
    onLeave: (field, next) => {
      // An untouched empty field is not an error yet; leaving for the form's own button is no leaving.
      if (values[field] === '' && checked !== 'all') return;
      if (next instanceof HTMLElement && next.tagName === 'BUTTON' && formRef.current?.contains(next)) return;
      setChecked((c) => (c === 'all' ? c : new Set([...c, field])));
      setErrors((e) => ({ ...e, [field]: problemOf(values, field) }));
    },
  });

  return (
    <form
      ref={formRef}
      className="ts-service-address ts-checkout-form"
      onSubmit={save}
      noValidate
      aria-labelledby={`${id}-title`}
      aria-busy={saving || undefined}
    >
      <h4 className="ts-service-address__title" id={`${id}-title`}>
        {t('Where should the installer come?')}
      </h4>
      <p className="ts-service-address__lead ts-checkout-form__wide">
        {t('Your home or work in {place}: the installer parks there and fits the tires.', {
          place: [shipping.state, shipping.zip].filter(Boolean).join(' '),
        })}
      </p>
      {text('addressLine1', true)}
      {text('addressLine2', true)}
      {text('city', true)}
      <div className="ts-checkout-form__wide" role="alert">
        {(refusal ?? (saved ? null : problem)) && (
          <p className="ts-checkout-alert ts-checkout-alert--error">{refusal ? apiText(refusal) : problem}</p>
        )}
      </div>
      <div className="ts-checkout-form__actions ts-checkout-form__wide">
        <button type="submit" className="ts-button ts-button--accent" aria-disabled={saving || undefined}>
          {saving ? t('Saving…') : t('Save address')}
        </button>
        {saved && (
          <button type="button" className="ts-button" onClick={() => setEditing(false)}>
            {t('Cancel')}
          </button>
        )}
      </div>
    </form>
  );
}
