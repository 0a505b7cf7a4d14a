/**
 * /installer-signup (spec storefront §2): the program's page — its text from the content library
 * (content/pages/installer-signup.md) — and the application form below it. The form is a plain
 * HTML form posted to the shop's server, which runs the action: it works before the page's
 * scripts load; a refused form comes back with each field's message beside it (spec rules §5
 * where the spec has the words) and everything typed kept; an accepted one shows the application
 * number. Operations review the applications through the API (docs/installer-signup.md).
 */
import {
  fieldErrors,
  INSTALLER_SIGNUP_MESSAGES,
  INSTALLER_SIGNUP_SERVICES,
  installerApplicationInputSchema,
  MOBILE_RADIUS_MAX_MILES,
  MOBILE_RADIUS_MIN_MILES,
  SIGNUP_WEEKDAYS,
  submitInstallerApplicationEndpoint,
  type FieldErrors,
  type InstallerApplicationInput,
} from '@tireshop/core';
import { Field, StateOptions } from '@tireshop/views';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { data, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { storefrontContext } from '../../context';
import { PageHead } from '../../page-head';
import { Breadcrumbs, PageIntro } from '../catalogue/page-parts';
import { Prose } from '../content/content-page';
import { browserContentSource, type ContentView } from '../content/content-view';

export const INSTALLER_SIGNUP_PATH = '/installer-signup';

export async function installerSignupLoader({ context }: LoaderFunctionArgs): Promise<ContentView> {
  const source = storefrontContext(context).content ?? browserContentSource;
  const view = await source.view(INSTALLER_SIGNUP_PATH, '');
  if (!view) throw data({ message: 'Not found' }, { status: 404 });
  return view;
}

/** What the form shows after a post: each field's problem, one message for the form, what was typed; or the application number. */
interface SignupAnswer {
  errors: FieldErrors;
  message: string | null;
  values: Record<string, string>;
  services: string[];
  submitted?: { applicationNumber: string; email: string };
}

/** Half-hour times from 05:00 to 23:30, as the form offers them ("08:00" → "8:00 AM"). */
const TIMES = Array.from({ length: 38 }, (_, i) => {
  const minutes = 5 * 60 + i * 30;
  const value = `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 === 0 ? '00' : '30'}`;
  const hour = Math.floor(minutes / 60);
  const label = `${((hour + 11) % 12) + 1}:${value.slice(3)} ${hour < 12 ? 'AM' : 'PM'}`;
  return [value, label] as const;
});

/** What the form starts with: weekdays 8–6, Saturday 9–2, Sunday closed — the applicant changes what differs. */
const DEFAULT_VALUES: Record<string, string> = Object.fromEntries(
  SIGNUP_WEEKDAYS.flatMap(([day]) => {
    const hours = day === 'sunday' ? ['', ''] : day === 'saturday' ? ['09:00', '14:00'] : ['08:00', '18:00'];
    return [
      [`hours.${day}.open`, hours[0]!],
      [`hours.${day}.close`, hours[1]!],
    ];
  }),
);

const TEXT_FIELDS = [
  'companyName',
  'firstName',
  'lastName',
  'email',
  'phone',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'zip',
  'mobileRadiusMiles',
  'website',
] as const;

/** The API's answer to the form's fields (the form's names are the contract's). */
export function applicationBody(values: Record<string, string>, services: string[]): InstallerApplicationInput {
  const v = (name: string) => values[name] ?? '';
  return {
    companyName: v('companyName'),
    firstName: v('firstName'),
    lastName: v('lastName'),
    email: v('email'),
    phone: v('phone'),
    addressLine1: v('addressLine1'),
    addressLine2: v('addressLine2') || null,
    city: v('city'),
    state: v('state'),
    zip: v('zip'),
    // Checked by the contract's schema: an unknown service is refused with its message.
    services: services as InstallerApplicationInput['services'],
    hours: Object.fromEntries(
      SIGNUP_WEEKDAYS.map(([day]) => {
        const open = v(`hours.${day}.open`);
        const close = v(`hours.${day}.close`);
        return [day, open || close ? { open, close } : null];
      }),
    ),
    mobileRadiusMiles: services.includes('mobile-installation') ? v('mobileRadiusMiles') || null : null,
    website: v('website') || null,
  };
}

/** Where an API refusal belongs: beside the field it is about, else above the form. */
function placeRefusal(message: string): { errors: FieldErrors; message: string | null } {
  if (message === INSTALLER_SIGNUP_MESSAGES.duplicateEmail) return { errors: { email: message }, message };
  if (message === INSTALLER_SIGNUP_MESSAGES.duplicateShop) return { errors: { companyName: message }, message };
  if (message.startsWith('The ZIP code') || message === INSTALLER_SIGNUP_MESSAGES.zip) return { errors: { zip: message }, message: null };
  return { errors: {}, message };
}

export async function installerSignupAction({ request, context }: ActionFunctionArgs) {
  const { api } = storefrontContext(context);
  const form = await request.formData();
  const values: Record<string, string> = {};
  for (const name of TEXT_FIELDS) {
    const value = form.get(name);
    values[name] = typeof value === 'string' ? value : '';
  }
  for (const [day] of SIGNUP_WEEKDAYS) {
    for (const end of ['open', 'close']) {
      const value = form.get(`hours.${day}.${end}`);
      values[`hours.${day}.${end}`] = typeof value === 'string' ? value : '';
    }
  }
  const services = form.getAll('services').filter((s): s is string => typeof s === 'string');
  const body = applicationBody(values, services);
  const errors = flattenHours(fieldErrors(installerApplicationInputSchema, body));
  if (Object.keys(errors).length > 0) {
    return data<SignupAnswer>({ errors, message: 'Please check the fields marked below.', values, services }, { status: 400 });
  }
  const result = await api.call(submitInstallerApplicationEndpoint, { body });
  if (!result.ok) {
    const status = result.error.statusCode >= 400 ? result.error.statusCode : 500;
    return data<SignupAnswer>({ ...placeRefusal(result.error.message), values, services }, { status });
  }
  const { applicationNumber, email } = result.data.application;
  return data<SignupAnswer>({ errors: {}, message: null, values: {}, services: [], submitted: { applicationNumber, email } });
}

/** A day's message on its closing time when the object as a whole was refused ("hours.monday" → its close field). */
function flattenHours(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const day = /^hours\.(\w+)$/.exec(key)?.[1];
    out[day ? `hours.${day}.close` : key] ??= message;
  }
  return out;
}

// ---- the page -----------------------------------------------------------------------------------

export function InstallerSignupPage() {
  const view = useLoaderData() as ContentView;
  const answer = useActionData<SignupAnswer>();
  return (
    <div className="sf-container sf-content">
      <PageHead title={view.title} description={view.description} />
      <Breadcrumbs items={view.breadcrumbs} />
      <article>
        <PageIntro title={view.title} />
        {view.html && <Prose html={view.html} />}
      </article>
      {answer?.submitted ? <Confirmation {...answer.submitted} /> : <SignupForm answer={answer} />}
    </div>
  );
}

function Confirmation({ applicationNumber, email }: { applicationNumber: string; email: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <section className="sf-signup sf-signup__done" aria-labelledby="signup-done">
      <h2 id="signup-done" ref={ref} tabIndex={-1}>
        Thank you — your application is on its way
      </h2>
      <p role="status">
        Your application number is <strong>{applicationNumber}</strong>. We have sent a confirmation to <strong>{email}</strong>.
      </p>
      <p>
        Our installer team reviews every application, usually within two business days. Once it is approved you receive your shop’s widget
        id and the script tag to paste into your website.
      </p>
    </section>
  );
}

function SignupForm({ answer }: { answer: SignupAnswer | undefined }) {
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!answer) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (invalid) invalid.focus();
    else alertRef.current?.focus();
  }, [answer]);
  const values = answer?.values ?? DEFAULT_VALUES;
  const errors = answer?.errors ?? {};
  const chosen = new Set(answer?.services ?? ['installation', 'balancing']);
  const text = (name: (typeof TEXT_FIELDS)[number], label: string, input: Record<string, unknown> = {}, optional = false) => (
    <Field id={`${id}-${name}`} name={name} label={label} error={errors[name]} optional={optional}>
      {(control) => <input {...control} defaultValue={values[name]} required={!optional} {...input} />}
    </Field>
  );
  return (
    <section className="sf-signup" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Apply to become an installer</h2>
      <p>Every field is required unless it says optional.</p>
      <form
        ref={formRef}
        method="post"
        action={INSTALLER_SIGNUP_PATH}
        className="sf-signup__form"
        aria-labelledby={`${id}-title`}
        noValidate
      >
        <div role="alert" tabIndex={-1} ref={alertRef}>
          {answer?.message && <p className="ts-checkout-alert ts-checkout-alert--error">{answer.message}</p>}
        </div>

        <Group title="Your company">
          {text('companyName', 'Company name', { autoComplete: 'organization', maxLength: 80 })}
          {text(
            'website',
            'Website',
            { type: 'url', inputMode: 'url', autoComplete: 'url', placeholder: 'https://', maxLength: 200 },
            true,
          )}
        </Group>

        <Group title="Contact person" columns>
          {text('firstName', 'First name', { autoComplete: 'given-name', maxLength: 25 })}
          {text('lastName', 'Last name', { autoComplete: 'family-name', maxLength: 25 })}
          {text('email', 'E-mail', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
          {text('phone', 'Phone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
        </Group>

        <Group title="Shop address" columns>
          {text('addressLine1', 'Street address', { autoComplete: 'address-line1', maxLength: 60 })}
          {text('addressLine2', 'Suite, unit or bay', { autoComplete: 'address-line2', maxLength: 60 }, true)}
          {text('city', 'City', { autoComplete: 'address-level2', maxLength: 40 })}
          <Field id={`${id}-state`} name="state" label="State" error={errors.state}>
            {(control) => (
              <select {...control} defaultValue={values.state ?? ''} autoComplete="address-level1" required>
                <StateOptions placeholder="Choose a state" />
              </select>
            )}
          </Field>
          {text('zip', 'ZIP code', { inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 10 })}
        </Group>

        <fieldset
          className="sf-signup__group"
          aria-describedby={errors.services ? `${id}-services-error` : undefined}
          aria-invalid={errors.services ? true : undefined}
        >
          <legend>Services you offer</legend>
          {errors.services && (
            <p className="ts-field__error" id={`${id}-services-error`}>
              {errors.services}
            </p>
          )}
          <div className="sf-signup__choices">
            {INSTALLER_SIGNUP_SERVICES.map(([service, name]) => (
              <label key={service} className="sf-signup__choice">
                <input type="checkbox" name="services" value={service} defaultChecked={chosen.has(service)} />
                {name}
              </label>
            ))}
          </div>
          <Field
            id={`${id}-mobileRadiusMiles`}
            name="mobileRadiusMiles"
            label="Mobile installation: miles you drive to customers"
            error={errors.mobileRadiusMiles}
            optional
          >
            {(control) => (
              <input
                {...control}
                type="number"
                inputMode="numeric"
                min={MOBILE_RADIUS_MIN_MILES}
                max={MOBILE_RADIUS_MAX_MILES}
                defaultValue={values.mobileRadiusMiles}
                className="sf-signup__radius"
              />
            )}
          </Field>
        </fieldset>

        <fieldset
          className="sf-signup__group"
          aria-describedby={errors.hours ? `${id}-hours-error` : undefined}
          aria-invalid={errors.hours ? true : undefined}
        >
          <legend>Opening hours</legend>
          <p className="sf-signup__hint">Choose “Closed” for the days you do not install. Closing time must be after opening time.</p>
          {errors.hours && (
            <p className="ts-field__error" id={`${id}-hours-error`}>
              {errors.hours}
            </p>
          )}
          <div className="sf-signup__hours">
            {SIGNUP_WEEKDAYS.map(([day, dayName]) => (
              <fieldset key={day} className="sf-signup__day">
                <legend>{dayName}</legend>
                {(['open', 'close'] as const).map((end) => {
                  const name = `hours.${day}.${end}`;
                  return (
                    <Field
                      key={end}
                      id={`${id}-${day}-${end}`}
                      name={name}
                      label={end === 'open' ? 'Opens' : 'Closes'}
                      error={errors[name]}
                    >
                      {(control) => (
                        <select {...control} aria-required={false} defaultValue={values[name] ?? ''}>
                          <option value="">Closed</option>
                          {TIMES.map(([value, label]) => (
                            <option key={value} value={value}>
                              {label}
                            </option>
                          ))}
                        </select>
                      )}
                    </Field>
                  );
                })}
              </fieldset>
            ))}
          </div>
        </fieldset>

        <button type="submit" className="ts-button">
          Send my application
        </button>
      </form>
    </section>
  );
}

function Group({ title, columns = false, children }: { title: string; columns?: boolean; children: ReactNode }) {
  return (
    <fieldset className="sf-signup__group">
      <legend>{title}</legend>
      <div className={columns ? 'sf-signup__columns' : 'sf-signup__fields'}>{children}</div>
    </fieldset>
  );
}
