/**
 * A widget's set-up in the portal (docs/portal.md "Widget set-up"): its id, the websites allowed
 * to embed it, its theme with a live preview (the real widget, from this shop's loader, restyled
 * as the values change), the snippet to copy with its integrity hash, and — by the kind of
 * widget — a partner widget's brands and delivery options, or an affiliate's link builder. The shop's own widget is at
 * `/portal/shops/:shopCode/widget`, a brand's or an affiliate's at `/portal/widgets/:widgetId`.
 * Every change is a plain form posted to the shop's server; staff see the set-up read-only.
 */
import {
  addPortalWidgetOriginEndpoint,
  brandsEndpoint,
  parseTireSize,
  paths,
  portalShopEndpoint,
  portalWidgetEndpoint,
  removePortalWidgetOriginEndpoint,
  sponsoredStorefrontLink,
  THEME_FONTS,
  THEME_PROPERTIES,
  THEME_RADII,
  updatePortalWidgetBrandsEndpoint,
  updatePortalWidgetDeliveryOptionsEndpoint,
  updatePortalWidgetThemeEndpoint,
  WIDGET_DELIVERY_OPTIONS,
  type PortalWidgetSetup,
  type ThemeProperty,
  type WidgetDeliveryOption,
} from '@tireshop/core';
import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { data, Link, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { storefrontContext } from '../../context';
import { PageHead } from '../../page-head';
import { showToast } from '../../shell/toast';
import { ChangeNotes, done, loaded, refusedAction, type ActionAnswer } from '../account/account-area';

/** The element each kind of widget is (docs/integration.md). */
const ELEMENTS: Record<string, string> = {
  'installer-widget': 'tireshop-installer-widget',
  'partner-widget': 'tireshop-partner-widget',
  'affiliate-widget': 'tireshop-affiliate-widget',
  'manufacturer-widget': 'tireshop-affiliate-widget',
};
const elementOf = (widgetType: string) => ELEMENTS[widgetType] ?? 'tireshop-installer-widget';

/** The current loader's `sha384-…` (docs/integration.md "Caching, CORS and integrity"), or null when the build has none. */
async function loaderIntegrity(context: unknown): Promise<string | null> {
  const own = storefrontContext(context).widgetLoaderIntegrity;
  if (own) return own();
  try {
    const res = await fetch('/widgets/v1/integrity.json');
    return res.ok ? (((await res.json()) as { files?: Record<string, string> }).files?.['loader.js'] ?? null) : null;
  } catch {
    return null;
  }
}

/** The two snippets: the script tag with its integrity hash, and the npm / React variant. */
export function widgetSnippets(origin: string, setup: Pick<PortalWidgetSetup, 'widgetId' | 'widgetType'>, integrity: string | null) {
  const tag = elementOf(setup.widgetType);
  const pinned = integrity ? ` integrity="${integrity}" crossorigin="anonymous"` : '';
  const html = `<${tag} widget-id="${setup.widgetId}"></${tag}>\n<script src="${origin}/widgets/v1/loader.js"${pinned} async></script>`;
  const npm = [
    '// npm install @tireshop/widgets',
    "import { loadTireshop } from '@tireshop/widgets';",
    "import type {} from '@tireshop/widgets/react';",
    '',
    `loadTireshop({ origin: '${origin}'${integrity ? `, integrity: '${integrity}'` : ''} });`,
    '',
    `export const TireShop = () => <${tag} widget-id="${setup.widgetId}" />;`,
  ].join('\n');
  return { html, npm };
}

/** An affiliate's link to a size and/or brand on the shop, through the click address that attributes it (docs/integration.md). */
function affiliateLink(origin: string, widgetId: string, size: string, brand: string) {
  const parsed = size ? parseTireSize(size) : null;
  if (size && !parsed) return { problem: `“${size}” is not a tire size. Enter it as on the tire, for example 225/45R17.` };
  const slug = brand.trim().toLowerCase();
  if (!parsed && !slug) return null;
  const to = slug ? `${paths.brand(slug)}${parsed ? `?size=${parsed.slug}` : ''}` : paths.tireSize(parsed!.slug);
  return { href: `${origin}/api/v1/affiliate/click/${encodeURIComponent(widgetId)}?to=${encodeURIComponent(to)}` };
}

async function setupOf(context: unknown, request: Request, widgetId: string) {
  const { api, origin } = storefrontContext(context);
  const setup = loaded(await api.call(portalWidgetEndpoint, { params: { widgetId }, signal: request.signal }), request);
  const integrity = await loaderIntegrity(context);
  const search = new URL(request.url).searchParams;
  const brands = setup.widgetType === 'partner-widget' && setup.canEdit ? await api.call(brandsEndpoint, { signal: request.signal }) : null;
  const catalogue = brands?.ok ? brands.data.brands.map((b) => ({ slug: b.slug, name: b.name })) : [];
  const isAffiliate = setup.widgetType === 'affiliate-widget' || setup.widgetType === 'manufacturer-widget';
  const link = isAffiliate ? affiliateLink(origin, setup.widgetId, search.get('size') ?? '', search.get('brand') ?? '') : null;
  return { setup, origin, integrity, snippets: widgetSnippets(origin, setup, integrity), catalogue, isAffiliate, link };
}

/** `/portal/shops/:shopCode/widget`: the shop's own widget (its first, as the shop's pages name it). */
export async function shopWidgetLoader({ context, request, params }: LoaderFunctionArgs) {
  const { api } = storefrontContext(context);
  const shop = loaded(await api.call(portalShopEndpoint, { params: { shopCode: params.shopCode ?? '' }, signal: request.signal }), request);
  const widgetId = shop.widgetIds[0];
  if (!widgetId) return null;
  // rules §6 OTS: the shop's own link to the installer-sponsored storefront, where this shop answers one.
  const origin = storefrontContext(context).sponsoredStorefrontOrigin;
  const storefrontLink = origin ? sponsoredStorefrontLink(origin, shop.shopCode) : null;
  return { ...(await setupOf(context, request, widgetId)), shopName: shop.name, storefrontLink };
}

/** `/portal/widgets/:widgetId`: a brand manager's partner widget, an affiliate's widget. */
export async function widgetLoader({ context, request, params }: LoaderFunctionArgs) {
  return setupOf(context, request, params.widgetId ?? '');
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** How a brand manager reads each delivery option of a partner widget's checkout. */
const DELIVERY_OPTION_LABELS: Record<WidgetDeliveryOption, string> = {
  installer: 'Installation at a shop near the shopper',
  mobile: 'Mobile installation (the installer comes to the shopper)',
  home: 'Home delivery',
  courier: 'FedEx pick-up',
};

/** POST: allow or remove a website, save the theme, save a partner widget's brands or delivery options. */
export async function widgetSetupAction({ context, request }: ActionFunctionArgs) {
  const { api } = storefrontContext(context);
  const form = await request.formData();
  const widgetId = text(form, 'widgetId');
  const params = { widgetId };
  const back = new URL(request.url).pathname;
  switch (text(form, 'intent')) {
    case 'add-origin': {
      const origin = text(form, 'origin');
      const result = await api.call(addPortalWidgetOriginEndpoint, { params, body: { origin } });
      if (!result.ok) return refusedAction(result, request, { origin });
      return done(back, `The widget may now be shown on ${result.data.allowedOrigins.at(-1)}.`);
    }
    case 'remove-origin': {
      const origin = text(form, 'origin');
      const result = await api.call(removePortalWidgetOriginEndpoint, { params, query: { origin } });
      if (!result.ok) return refusedAction(result, request);
      return done(back, `The widget is no longer shown on ${origin}.`);
    }
    case 'theme': {
      const theme: Record<string, string> = {};
      const values: Record<string, string> = {};
      for (const { property } of THEME_PROPERTIES) {
        const value = text(form, property).trim();
        values[property] = value;
        if (value) theme[property] = value;
      }
      const result = await api.call(updatePortalWidgetThemeEndpoint, { params, body: { theme } });
      if (!result.ok) return refusedAction(result, request, values);
      return done(back, 'The theme is saved: pages showing the widget use it from their next visit.');
    }
    case 'brands': {
      const brands = form.getAll('brand').filter((b): b is string => typeof b === 'string');
      const result = await api.call(updatePortalWidgetBrandsEndpoint, { params, body: { brands } });
      if (!result.ok) return refusedAction(result, request);
      return done(back, 'The widget’s brands are saved.');
    }
    case 'delivery-options': {
      const deliveryOptions = form.getAll('deliveryOption').filter((o): o is string => typeof o === 'string');
      const result = await api.call(updatePortalWidgetDeliveryOptionsEndpoint, { params, body: { deliveryOptions } });
      if (!result.ok) return refusedAction(result, request);
      return done(back, 'The widget’s delivery options are saved: its checkout offers only these from now on.');
    }
    default:
      throw data({ message: 'Unknown change.' }, { status: 400 });
  }
}

// ---- the page -------------------------------------------------------------------------------------

type Loaded = NonNullable<Awaited<ReturnType<typeof setupOf>>> & {
  /** The shop's own widget page: the shop's name and its storefront link (null where this shop has no sponsored storefront). */
  shopName?: string;
  storefrontLink?: string | null;
};

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="sf-portal-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

export function WidgetSetupPage() {
  const loadedData = useLoaderData() as Loaded | null;
  if (!loadedData)
    return (
      <>
        <PageHead title="Widget · Portal" />
        <h1 className="sf-page-title">Widget</h1>
        <div className="ts-state">
          <p>This shop has no widget yet. Operations give each approved shop one; please contact us.</p>
        </div>
      </>
    );
  return <WidgetSetup {...loadedData} />;
}

/** `/portal/widgets/:widgetId` stands alone (no shop around it). */
export function StandaloneWidgetSetupPage() {
  const setup = (useLoaderData() as Loaded | null)?.setup;
  return (
    <div className="sf-container sf-portal">
      <p className="sf-portal-crumb">
        <a href="/portal">Portal</a>
        {setup && setup.shopCode === null && (
          <>
            {' · '}
            <Link to={`/portal/widgets/${encodeURIComponent(setup.widgetId)}/reports`}>Reports</Link>
          </>
        )}
      </p>
      <WidgetSetupPage />
    </div>
  );
}

function WidgetSetup({ setup, snippets, catalogue, isAffiliate, link, shopName, storefrontLink }: Loaded) {
  const answer = useActionData<ActionAnswer>();
  const hidden = <input type="hidden" name="widgetId" value={setup.widgetId} />;
  return (
    <>
      <PageHead title={`${setup.name} · Portal`} />
      <h1 className="sf-page-title">Widget set-up</h1>
      <ChangeNotes />
      <dl className="sf-account__details">
        <dt>Widget id</dt>
        <dd>
          <code>{setup.widgetId}</code>
        </dd>
        <dt>Widget</dt>
        <dd>{setup.name}</dd>
      </dl>
      {!setup.canEdit && (
        <p className="sf-account-note">Only the shop’s owner can change the websites and the theme; you see them as they are.</p>
      )}

      <Section id="widget-websites" title="Websites">
        <p>The widget works only on pages of these websites (their origins). Changes apply to the live widget at once.</p>
        {setup.allowedOrigins.length === 0 ? (
          <p className="ts-state">No website yet: add the address of the site you put the widget on.</p>
        ) : (
          <ul className="sf-portal-origins">
            {setup.allowedOrigins.map((origin) => (
              <li key={origin}>
                <code>{origin}</code>
                {setup.canEdit && (
                  <form method="post">
                    {hidden}
                    <input type="hidden" name="intent" value="remove-origin" />
                    <input type="hidden" name="origin" value={origin} />
                    <button type="submit" className="ts-button ts-button--quiet" aria-label={`Remove ${origin}`}>
                      Remove
                    </button>
                  </form>
                )}
              </li>
            ))}
          </ul>
        )}
        {setup.canEdit && (
          <form method="post" className="sf-portal-inline-form">
            {hidden}
            <input type="hidden" name="intent" value="add-origin" />
            <label htmlFor="widget-origin">Website address</label>
            <input
              id="widget-origin"
              name="origin"
              type="text"
              inputMode="url"
              placeholder="https://www.example.com"
              required
              maxLength={300}
              defaultValue={answer?.values.origin}
              aria-describedby="widget-origin-hint"
            />
            <button type="submit" className="ts-button">
              Allow website
            </button>
            <p id="widget-origin-hint" className="sf-portal-hint">
              http:// or https://, the host name and, if any, the port — no path.
            </p>
          </form>
        )}
      </Section>

      <ThemeForm setup={setup} hidden={hidden} />

      <Section id="widget-snippet" title="Snippet">
        <p>Paste these two lines where the widget should appear on your page. The integrity hash pins this release of the loader.</p>
        <Snippet id="snippet-html" label="HTML" text={snippets.html} />
        <p>Sites built with a bundler (React, TypeScript) use the npm package:</p>
        <Snippet id="snippet-npm" label="npm / React" text={snippets.npm} />
      </Section>

      {storefrontLink && (
        <Section id="widget-storefront" title="Your own storefront">
          <p>
            Rather than a widget on your page, you can send your customers to a whole tire shop in your name: link to this address from your
            website, e-mails or social pages. Visitors who arrive by it see {shopName} in the header instead of a location, and every order
            they place is installed at {shopName} — there is no other shop to pick. Their browser remembers {shopName} for 30 days.
          </p>
          <Snippet id="storefront-link" label="Storefront link" text={storefrontLink} />
          <p className="sf-portal-hint">
            The link works on every page: add the same <code>?shop=</code> ending to a page address to send customers straight to it.
          </p>
        </Section>
      )}

      {setup.widgetType === 'partner-widget' && (
        <Section id="widget-brands" title="Brands">
          {setup.canEdit && catalogue.length > 0 ? (
            <form method="post">
              {hidden}
              <input type="hidden" name="intent" value="brands" />
              <fieldset className="sf-portal-brands">
                <legend>The brands the widget sells (at least one)</legend>
                {catalogue.map((brand) => (
                  <label key={brand.slug}>
                    <input
                      type="checkbox"
                      name="brand"
                      value={brand.slug}
                      defaultChecked={setup.brands.some((b) => b.slug === brand.slug)}
                    />{' '}
                    {brand.name}
                  </label>
                ))}
              </fieldset>
              <button type="submit" className="ts-button">
                Save brands
              </button>
            </form>
          ) : (
            <p>{setup.brands.map((b) => b.name).join(', ') || 'No brands yet.'}</p>
          )}
        </Section>
      )}

      {setup.widgetType === 'partner-widget' && (
        <Section id="widget-delivery" title="Delivery options">
          {setup.canEdit ? (
            <form method="post">
              {hidden}
              <input type="hidden" name="intent" value="delivery-options" />
              <fieldset className="sf-portal-brands">
                <legend>How shoppers of the widget may get their tires (at least one)</legend>
                {WIDGET_DELIVERY_OPTIONS.map((option) => (
                  <label key={option}>
                    <input type="checkbox" name="deliveryOption" value={option} defaultChecked={setup.deliveryOptions.includes(option)} />{' '}
                    {DELIVERY_OPTION_LABELS[option]}
                  </label>
                ))}
              </fieldset>
              <button type="submit" className="ts-button">
                Save delivery options
              </button>
            </form>
          ) : (
            <p>{setup.deliveryOptions.map((option) => DELIVERY_OPTION_LABELS[option]).join(', ')}</p>
          )}
        </Section>
      )}

      {isAffiliate && (
        <Section id="widget-links" title="Link builder">
          <p>A link to a size or a brand on our shop that counts the click and the order for {setup.widgetId}.</p>
          <form method="get" className="sf-portal-inline-form">
            <label htmlFor="link-size">Tire size</label>
            <input id="link-size" name="size" placeholder="225/45R17" maxLength={40} />
            <label htmlFor="link-brand">Brand</label>
            <input id="link-brand" name="brand" placeholder="michelin" maxLength={60} />
            <button type="submit" className="ts-button">
              Make the link
            </button>
          </form>
          {link && 'problem' in link && <p className="ts-checkout-alert ts-checkout-alert--error">{link.problem}</p>}
          {link && 'href' in link && link.href && <Snippet id="affiliate-link" label="Your link" text={link.href} />}
        </Section>
      )}
    </>
  );
}

/** Text to copy, with a Copy button: the clipboard, or (refused) the text selected for the keyboard. */
function Snippet({ id, label, text }: { id: string; label: string; text: string }) {
  const ref = useRef<HTMLTextAreaElement>(null);
  const copy = () => {
    const select = () => {
      ref.current?.focus();
      ref.current?.select();
      showToast('The snippet is selected: press Ctrl+C (⌘C on a Mac) to copy it.');
    };
    if (!navigator.clipboard?.writeText) return select();
    navigator.clipboard.writeText(text).then(() => showToast(`${label} copied.`), select);
  };
  return (
    <div className="sf-portal-snippet">
      <label htmlFor={id}>{label}</label>
      <textarea id={id} ref={ref} readOnly rows={text.split('\n').length} value={text} spellCheck={false} />
      <button type="button" className="ts-button ts-button--quiet" onClick={copy}>
        Copy {label}
      </button>
    </div>
  );
}

/**
 * The theme's values, and the real widget beside them restyled as they change: the values are
 * custom properties on the element (as a host page's CSS sets them), the saved theme comes with
 * the widget's configuration underneath.
 */
function ThemeForm({ setup, hidden }: { setup: PortalWidgetSetup; hidden: ReactNode }) {
  const answer = useActionData<ActionAnswer>();
  const initial = (property: ThemeProperty) => answer?.values[property] ?? setup.theme[property] ?? '';
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(THEME_PROPERTIES.map((p) => [p.property, initial(p.property)])),
  );
  const previewStyle = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim())) as CSSProperties;
  return (
    <Section id="widget-theme" title="Theme">
      <div className="sf-portal-theme">
        <form
          method="post"
          onInput={(e) => {
            const input = e.target as HTMLInputElement;
            if (input.name.startsWith('--ts-')) setValues((now) => ({ ...now, [input.name]: input.value }));
          }}
        >
          {hidden}
          <input type="hidden" name="intent" value="theme" />
          <fieldset disabled={!setup.canEdit}>
            <legend>The widget’s colours, corners and font (empty: the widget’s own)</legend>
            {THEME_PROPERTIES.map((p) => {
              const id = `theme${p.property}`;
              const control =
                p.kind === 'colour' ? (
                  <input
                    id={id}
                    name={p.property}
                    type="text"
                    defaultValue={values[p.property]}
                    maxLength={60}
                    placeholder="#0b57d0"
                    aria-describedby={`${id}-hint`}
                  />
                ) : (
                  <select
                    id={id}
                    name={p.property}
                    defaultValue={values[p.property]}
                    aria-describedby={`${id}-hint`}
                    onChange={(e) => setValues((now) => ({ ...now, [p.property]: e.target.value }))}
                  >
                    <option value="">The widget’s own</option>
                    {(p.kind === 'radius'
                      ? THEME_RADII.map((r) => [r, r])
                      : Object.entries(THEME_FONTS).map(([name, family]) => [family, name])
                    ).map(([value, name]) => (
                      <option key={value} value={value}>
                        {name}
                      </option>
                    ))}
                  </select>
                );
              return (
                <div key={p.property} className="sf-portal-field">
                  <label htmlFor={id}>{p.label}</label>
                  {control}
                  <span id={`${id}-hint`} className="sf-portal-hint">
                    {p.hint} ({p.property})
                  </span>
                </div>
              );
            })}
          </fieldset>
          {setup.canEdit && (
            <button type="submit" className="ts-button">
              Save theme
            </button>
          )}
        </form>
        <WidgetPreview setup={setup} style={previewStyle} />
      </div>
      <p className="sf-portal-hint">
        The order, last wins: the widget’s own look, then this theme, then your page’s own CSS for the element (docs/integration.md
        “Theming”).
      </p>
    </Section>
  );
}

/** The real widget from this shop's loader, on this page (the shop's own pages may always show it). */
function WidgetPreview({ setup, style }: { setup: PortalWidgetSetup; style: CSSProperties }) {
  useEffect(() => {
    if (document.querySelector('script[data-portal-preview]')) return;
    const script = document.createElement('script');
    script.src = '/widgets/v1/loader.js';
    script.async = true;
    script.dataset.portalPreview = '';
    document.head.append(script);
  }, []);
  const Tag = elementOf(setup.widgetType) as 'div';
  return (
    <figure className="sf-portal-preview" aria-label="Preview of the widget">
      <figcaption>Preview: the live widget with these values</figcaption>
      <Tag widget-id={setup.widgetId} style={style} data-testid="widget-preview" />
    </figure>
  );
}
