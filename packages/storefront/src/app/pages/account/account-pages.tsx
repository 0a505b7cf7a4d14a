/**
 * The account pages (spec storefront §2 /account; docs/decisions.md "Accounts"): sign in, create
 * an account, forgot password, choose a new password from the e-mailed link, and the signed-in
 * shopper's page with sign-out. The forms are plain HTML forms posted to the shop's server, which
 * runs the actions below: they work before the page's scripts load, the session token goes only
 * into the HttpOnly cookie, and a refused form comes back with the spec's messages beside its
 * fields and what was typed kept (never a password).
 */
import {
  ACCOUNT_MESSAGES,
  ACCOUNT_TYPE_COOKIE,
  cartCookieName,
  fieldErrors,
  passwordResetInputSchema,
  passwordResetRequestSchema,
  requestPasswordResetEndpoint,
  resetPasswordEndpoint,
  SESSION_STORAGE_KEY,
  signInEndpoint,
  signInInputSchema,
  signOutEndpoint,
  signUpEndpoint,
  signUpInputSchema,
  userDetailsEndpoint,
  type ApiResult,
  type FieldErrors,
  type SignedIn,
  type UserDetails,
} from '@tireshop/core';
import { Field } from '@tireshop/views';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { data, Link, useActionData, useLoaderData, useSearchParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { accountCookieName, accountToastCookie, carriedOver, expiredCookie, isSecureOrigin, signedInCookies } from '../../account-cookie';
import { storefrontContext } from '../../context';
import { PageHead } from '../../page-head';
import { redirect } from '../../redirect';

export const ACCOUNT_PATH = '/account';
export const SIGN_IN_PATH = '/account/sign-in';

/** Where to go after signing in: a path of this shop (never `//other.site` or a full URL), else the account page. */
export function safeReturnPath(value: unknown): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return ACCOUNT_PATH;
  return value;
}

/** The sign-in page's address that comes back to `path` afterwards. */
export const signInHref = (path: string) => (path === ACCOUNT_PATH ? SIGN_IN_PATH : `${SIGN_IN_PATH}?returnTo=${encodeURIComponent(path)}`);

/** What a refused form shows: the problem of each field, one message for the form, and what was typed. */
interface FormAnswer {
  errors: FieldErrors;
  message: string | null;
  values: Record<string, string>;
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

function refused(status: number, answer: Partial<FormAnswer>) {
  return data<FormAnswer>({ errors: {}, message: null, values: {}, ...answer }, { status });
}

/** A refusal of the API: its words under the form (a 429's included), with its status. */
const apiRefusal = (result: Extract<ApiResult<unknown>, { ok: false }>, values: Record<string, string>) =>
  refused(result.error.statusCode >= 400 ? result.error.statusCode : 500, { message: result.error.message, values });

/** After a sign-in: to the return path, with the new cookies (303: the browser follows with a GET). */
function toReturnPath(signedIn: SignedIn, request: Request, origin: string, returnTo: string) {
  return redirect(safeReturnPath(returnTo), {
    status: 303,
    headers: signedInCookies(signedIn, request.headers.get('cookie'), isSecureOrigin(origin)),
  });
}

// ---- sign in ------------------------------------------------------------------------------------

export async function signInAction({ request, context }: ActionFunctionArgs) {
  const { api, origin } = storefrontContext(context);
  const form = await request.formData();
  const values = { email: text(form, 'email').trim(), returnTo: text(form, 'returnTo') };
  const password = text(form, 'password');
  const errors = fieldErrors(signInInputSchema, { email: values.email, password });
  if (Object.keys(errors).length > 0) return refused(400, { errors, values });
  const result = await api.call(signInEndpoint, { body: { email: values.email, password, ...carriedOver(request.headers.get('cookie')) } });
  if (!result.ok) return apiRefusal(result, values);
  return toReturnPath(result.data, request, origin, values.returnTo);
}

/** The notice of a single sign-on that ended here (server/sso.ts sends `?sso=failed` or `?sso=email-taken`). */
const SSO_NOTICES: Record<string, string> = {
  failed: ACCOUNT_MESSAGES.ssoFailed,
  'email-taken': ACCOUNT_MESSAGES.ssoEmailTaken,
};

export function SignInPage() {
  const [search] = useSearchParams();
  const ssoNotice = SSO_NOTICES[search.get('sso') ?? ''];
  const answer = useActionData<FormAnswer>() ?? (ssoNotice ? { errors: {}, message: ssoNotice, values: {} } : undefined);
  const returnTo = answer?.values.returnTo ?? search.get('returnTo') ?? ACCOUNT_PATH;
  return (
    <AccountForm
      title="Sign in"
      description="Sign in to your tireshop account."
      answer={answer}
      submit="Sign in"
      hidden={{ returnTo: safeReturnPath(returnTo) }}
      after={
        <>
          <p>
            <Link to="/account/forgot-password">Forgot your password?</Link>
          </p>
          <p>
            New here?{' '}
            <Link to={`/account/create${returnTo === ACCOUNT_PATH ? '' : `?returnTo=${encodeURIComponent(returnTo)}`}`}>
              Create an account
            </Link>
          </p>
        </>
      }
    >
      {(ids) => (
        <>
          <EmailField id={ids.email} answer={answer} />
          <Field id={ids.password} name="password" label="Password" error={answer?.errors.password}>
            {(control) => <input {...control} type="password" autoComplete="current-password" required />}
          </Field>
        </>
      )}
    </AccountForm>
  );
}

// ---- create an account --------------------------------------------------------------------------

export async function createAccountAction({ request, context }: ActionFunctionArgs) {
  const { api, origin } = storefrontContext(context);
  const form = await request.formData();
  const values = {
    firstName: text(form, 'firstName'),
    lastName: text(form, 'lastName'),
    email: text(form, 'email').trim(),
    returnTo: text(form, 'returnTo'),
  };
  const password = text(form, 'password');
  const body = { firstName: values.firstName, lastName: values.lastName, email: values.email, password };
  const errors = fieldErrors(signUpInputSchema, body);
  if (Object.keys(errors).length > 0) return refused(400, { errors, values });
  const result = await api.call(signUpEndpoint, { body: { ...body, ...carriedOver(request.headers.get('cookie')) } });
  if (!result.ok) return apiRefusal(result, values);
  return toReturnPath(result.data, request, origin, values.returnTo);
}

export function CreateAccountPage() {
  const answer = useActionData<FormAnswer>();
  const [search] = useSearchParams();
  const returnTo = answer?.values.returnTo ?? search.get('returnTo') ?? ACCOUNT_PATH;
  return (
    <AccountForm
      title="Create an account"
      description="Create a tireshop account: your cart and past searches follow you to any device you sign in on."
      answer={answer}
      submit="Create account"
      hidden={{ returnTo: safeReturnPath(returnTo) }}
      after={
        <p>
          Already have an account? <Link to={signInHref(safeReturnPath(returnTo))}>Sign in</Link>
        </p>
      }
    >
      {(ids) => (
        <>
          <Field id={ids.firstName} name="firstName" label="First name" error={answer?.errors.firstName}>
            {(control) => <input {...control} autoComplete="given-name" maxLength={25} defaultValue={answer?.values.firstName} required />}
          </Field>
          <Field id={ids.lastName} name="lastName" label="Last name" error={answer?.errors.lastName}>
            {(control) => <input {...control} autoComplete="family-name" maxLength={25} defaultValue={answer?.values.lastName} required />}
          </Field>
          <EmailField id={ids.email} answer={answer} />
          <Field id={ids.password} name="password" label="Password (8 characters or more)" error={answer?.errors.password}>
            {(control) => <input {...control} type="password" autoComplete="new-password" required />}
          </Field>
        </>
      )}
    </AccountForm>
  );
}

// ---- forgot and reset the password --------------------------------------------------------------

export async function forgotPasswordAction({ request, context }: ActionFunctionArgs) {
  const { api } = storefrontContext(context);
  const form = await request.formData();
  const values = { email: text(form, 'email').trim() };
  const errors = fieldErrors(passwordResetRequestSchema, values);
  if (Object.keys(errors).length > 0) return refused(400, { errors, values });
  const result = await api.call(requestPasswordResetEndpoint, { body: values });
  if (!result.ok) return apiRefusal(result, values);
  return data<FormAnswer & { sent: string }>({ errors: {}, message: null, values, sent: result.data.message });
}

export function ForgotPasswordPage() {
  const answer = useActionData<FormAnswer & { sent?: string }>();
  if (answer?.sent) {
    return (
      <div className="sf-container sf-account">
        <PageHead title="Check your e-mail" />
        <h1 className="sf-page-title">Check your e-mail</h1>
        <p role="status">{answer.sent}</p>
        <p>
          <Link to={SIGN_IN_PATH}>Back to sign in</Link>
        </p>
      </div>
    );
  }
  return (
    <AccountForm
      title="Forgot your password?"
      description="Enter the e-mail of your account: we will send it a link to choose a new password."
      answer={answer}
      submit="Send the link"
      after={
        <p>
          <Link to={SIGN_IN_PATH}>Back to sign in</Link>
        </p>
      }
    >
      {(ids) => <EmailField id={ids.email} answer={answer} />}
    </AccountForm>
  );
}

export async function resetPasswordAction({ request, context }: ActionFunctionArgs) {
  const { api, origin } = storefrontContext(context);
  const form = await request.formData();
  // returnTo: where the link's account works (an invitation to the installer portal names /portal).
  const values = { token: text(form, 'token'), returnTo: text(form, 'returnTo') };
  const password = text(form, 'password');
  const errors = fieldErrors(passwordResetInputSchema, { token: values.token, password });
  // A malformed token is a link that does not work: said once, for the form.
  if (errors.token) return refused(400, { message: errors.token, values });
  if (Object.keys(errors).length > 0) return refused(400, { errors, values });
  const result = await api.call(resetPasswordEndpoint, { body: { token: values.token, password } });
  if (!result.ok) return apiRefusal(result, values);
  return toReturnPath(result.data, request, origin, values.returnTo);
}

export function ResetPasswordPage() {
  const answer = useActionData<FormAnswer>();
  const [search] = useSearchParams();
  const token = answer?.values.token ?? search.get('token') ?? '';
  const returnTo = answer?.values.returnTo ?? search.get('returnTo') ?? ACCOUNT_PATH;
  return (
    <AccountForm
      title="Choose a new password"
      description="Choose a new password for your tireshop account."
      answer={answer}
      submit="Save the new password"
      hidden={{ token, returnTo: safeReturnPath(returnTo) }}
      after={
        <p>
          Link not working? <Link to="/account/forgot-password">Ask for a new one</Link>
        </p>
      }
    >
      {(ids) => (
        <Field id={ids.password} name="password" label="New password (8 characters or more)" error={answer?.errors.password}>
          {(control) => <input {...control} type="password" autoComplete="new-password" required />}
        </Field>
      )}
    </AccountForm>
  );
}

// ---- the account page and sign-out --------------------------------------------------------------

export async function accountLoader({ context, request }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  const result = await api.call(userDetailsEndpoint, {});
  if (!result.ok) throw data({ message: result.error.message }, { status: result.error.statusCode >= 400 ? result.error.statusCode : 500 });
  if (!result.data.userDetails) throw redirect(signInHref(new URL(request.url).pathname));
  return { user: result.data.userDetails };
}

export function AccountPage() {
  const { user } = useLoaderData() as { user: UserDetails };
  return (
    <div className="sf-container sf-account">
      <PageHead title="Your account" />
      <h1 className="sf-page-title">Your account</h1>
      <nav aria-label="Your account">
        <ul className="sf-account-links">
          <li>
            <Link to="/account/my-orders">My orders</Link>
          </li>
          <li>
            <Link to="/account/addresses">Addresses</Link>
          </li>
          <li>
            <Link to="/account/my-garage">My garage</Link>
          </li>
        </ul>
      </nav>
      <dl className="sf-account__details">
        <dt>Name</dt>
        <dd>
          {user.firstName} {user.lastName}
        </dd>
        <dt>E-mail</dt>
        <dd>{user.username}</dd>
      </dl>
      <form method="post" action="/account/sign-out">
        <button type="submit" className="ts-button ts-button--quiet">
          Sign out
        </button>
      </form>
    </div>
  );
}

/** POST /account/sign-out: the session ends, its cookies and the account's cart and searches leave this browser. */
export async function signOutAction({ context }: ActionFunctionArgs) {
  const { api, origin } = storefrontContext(context);
  const secure = isSecureOrigin(origin);
  await api.call(signOutEndpoint, {});
  const headers = new Headers();
  headers.append('Set-Cookie', expiredCookie(accountCookieName(secure), secure, true));
  for (const key of ['cartId', 'cartQuantity', 'cartShipping', 'cartAppointment'] as const) {
    headers.append('Set-Cookie', expiredCookie(cartCookieName(key), secure));
  }
  headers.append('Set-Cookie', expiredCookie(SESSION_STORAGE_KEY, secure));
  // rules §6 None (anonymous): "Clears the account-type cookie".
  headers.append('Set-Cookie', expiredCookie(ACCOUNT_TYPE_COOKIE, secure));
  headers.append('Set-Cookie', accountToastCookie('out', secure));
  return redirect('/', { status: 303, headers });
}

/** GET /account/sign-out (a typed address): nothing happens on a GET; to the account page. */
export const signOutLoader = () => redirect(ACCOUNT_PATH);

// ---- the parts ----------------------------------------------------------------------------------

function EmailField({ id, answer }: { id: string; answer: FormAnswer | undefined }) {
  return (
    <Field id={id} name="email" label="E-mail" error={answer?.errors.email}>
      {(control) => <input {...control} type="email" autoComplete="email" inputMode="email" defaultValue={answer?.values.email} required />}
    </Field>
  );
}

type FieldIds = Record<'email' | 'password' | 'firstName' | 'lastName', string>;

/**
 * One account form: its heading, the form's own message in an alert that takes the keyboard, the
 * fields, hidden values and the button; the first field in error takes the keyboard otherwise.
 */
function AccountForm({
  title,
  description,
  answer,
  submit,
  hidden = {},
  after,
  children,
}: {
  title: string;
  description: string;
  answer: FormAnswer | undefined;
  submit: string;
  hidden?: Record<string, string>;
  after?: ReactNode;
  children: (ids: FieldIds) => ReactNode;
}) {
  const id = useId();
  const ids: FieldIds = { email: `${id}-email`, password: `${id}-password`, firstName: `${id}-first`, lastName: `${id}-last` };
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (!answer) return;
    if (answer.message) alertRef.current?.focus();
    else formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [answer]);
  return (
    <div className="sf-container sf-account">
      <PageHead title={title} description={description} />
      <h1 className="sf-page-title" id={`${id}-title`}>
        {title}
      </h1>
      <p>{description}</p>
      <form ref={formRef} method="post" className="sf-account__form" aria-labelledby={`${id}-title`} noValidate>
        <div role="alert" tabIndex={-1} ref={alertRef}>
          {answer?.message && <p className="ts-checkout-alert ts-checkout-alert--error">{answer.message}</p>}
        </div>
        {children(ids)}
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="ts-button">
          {submit}
        </button>
      </form>
      {after}
    </div>
  );
}
