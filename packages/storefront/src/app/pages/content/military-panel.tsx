/**
 * The /military-discount page's own part (rules §1, §6; spec storefront §2 /military-discount):
 * where the shop offers it, the way to verify with the identity partner, and the outcome the
 * callback (/idMeCallback) came back with. The verification runs on the shop's server
 * (server/military-verification.ts), so the button is a plain link that leaves the page.
 */
import {
  ID_ME_START_PATH,
  isMilitaryOutcome,
  MILITARY_DISCOUNT_PATH,
  MILITARY_OUTCOMES,
  MILITARY_VERIFICATION_HOURS,
  variantConfig,
  type MilitaryOutcome,
  type StorefrontVariant,
} from '@tireshop/core';

export interface MilitaryPanelView {
  /** The variant offers the verification (VariantConfig.militaryVerification). */
  offered: boolean;
  outcome: MilitaryOutcome | null;
  /** The shop page the shopper came from (checkout), to go back to. */
  returnTo: string | null;
}

const shopPath = (value: string | null) => (value?.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : null);

/** The panel's data for a request of the page; null for every other content page. */
export function militaryPanelOf(url: URL, variant: StorefrontVariant): MilitaryPanelView | null {
  if (url.pathname !== MILITARY_DISCOUNT_PATH) return null;
  const outcome = url.searchParams.get('verification');
  return {
    offered: variantConfig(variant).militaryVerification,
    outcome: isMilitaryOutcome(outcome) ? outcome : null,
    returnTo: shopPath(url.searchParams.get('returnTo')),
  };
}

export function MilitaryPanel({ view }: { view: MilitaryPanelView }) {
  const { outcome } = view;
  const back = view.returnTo ?? '/checkout/shipping';
  return (
    <section className="sf-military" aria-labelledby="sf-military-title">
      <h2 id="sf-military-title">Verify your military status</h2>
      {outcome && (
        <p className={`sf-military__outcome sf-military__outcome--${outcome === 'military' ? 'good' : 'bad'}`} role="status">
          {MILITARY_OUTCOMES[outcome]}
        </p>
      )}
      {view.offered ? (
        <>
          <p>
            Verify with ID.me, our identity partner: it takes a minute and we never see your documents. The extra 5% is applied to the tires
            in your cart for {MILITARY_VERIFICATION_HOURS} hours.
          </p>
          <p className="sf-military__actions">
            {outcome !== 'military' && (
              <a className="ts-button" href={`${ID_ME_START_PATH}?returnTo=${encodeURIComponent(back)}`}>
                Verify with ID.me
              </a>
            )}
            {(outcome || view.returnTo) && (
              <a className="ts-button ts-button--quiet" href={back}>
                Back to checkout
              </a>
            )}
          </p>
        </>
      ) : (
        <p>The military discount is not offered in this shop.</p>
      )}
    </section>
  );
}
