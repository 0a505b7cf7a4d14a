/**
 * "Add services at the shop (optional)" — "Add services (optional)" for a mobile installer (spec §3 Shop services: installerServiceOfferings id,
 * name, image; stored selected services serviceId, serviceName, imageUrl; §7
 * /api/installers/{id}/services and /checkout/install-location): the installer's offerings as
 * checkboxes, the cart's saved choice checked. Each change is saved at once. Folded away until
 * opened (open at first when some are chosen), so the appointment stays the panel's main thing.
 */
import { useStore } from '@nanostores/react';
import type { CartStore } from '@tireshop/core';
import { useEffect, useId, useState } from 'react';
import { useApiText, useMessages } from '../locale';
import { useLookup, type DeliveryLookups } from './delivery-lookups';

export function InstallerServices({
  cart,
  lookups,
  installerId,
  mobile,
}: {
  cart: CartStore;
  lookups: Pick<DeliveryLookups, 'installerServices'>;
  installerId: number;
  mobile: boolean;
}) {
  const id = useId();
  const t = useMessages('booking');
  const apiText = useApiText();
  const { cart: siteCart } = useStore(cart.$cart);
  const [offerings, load] = useLookup(() => lookups.installerServices(installerId));
  const [saving, setSaving] = useState<string | null>(null);
  /** The choice on its way, shown at once; the cart's (the server's) again once answered. */
  const [draft, setDraft] = useState<Set<string> | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    void load(String(installerId));
  }, [installerId, load]);

  const saved = new Set((siteCart?.cartShipping?.installerService ?? []).map((s) => s.serviceId));
  const chosen = draft ?? saved;
  const [openAtFirst] = useState(saved.size > 0);

  async function toggle(serviceId: string, on: boolean) {
    const next = new Set(chosen);
    if (on) next.add(serviceId);
    else next.delete(serviceId);
    setDraft(next);
    setSaving(serviceId);
    setError(null);
    const result = await cart.saveInstallerServices([...next]);
    setSaving(null);
    setDraft(null);
    if (!result.ok) setError(result.error.message);
  }

  if (offerings.status !== 'done' || offerings.data.length === 0) {
    // Optional extras: while loading, or when the shop lists none (or they cannot be had), nothing is in the way.
    return null;
  }
  return (
    <details className="ts-installer-services" open={openAtFirst || undefined}>
      <summary className="ts-installer-services__title">
        <span id={`${id}-title`}>
          {mobile ? t('Add services (optional)') : t('Add services at the shop (optional)')}
          {chosen.size > 0 && <span className="ts-installer-services__count">{t(' · {count} chosen', { count: chosen.size })}</span>}
        </span>
      </summary>
      <div role="group" aria-labelledby={`${id}-title`} aria-describedby={`${id}-hint`} aria-busy={saving !== null || undefined}>
        <p className="ts-installer-services__hint" id={`${id}-hint`}>
          {mobile
            ? t('The installer prices these when they arrive; nothing is charged now.')
            : t('The shop prices these when you arrive; nothing is charged now.')}
        </p>
        <ul className="ts-installer-services__list">
          {offerings.data.map((service) => (
            <li key={service.id}>
              <label className="ts-installer-services__option">
                <input
                  type="checkbox"
                  checked={chosen.has(service.id)}
                  disabled={saving !== null}
                  onChange={(event) => void toggle(service.id, event.currentTarget.checked)}
                />
                {service.image && (
                  <img referrerPolicy="strict-origin-when-cross-origin" src={service.image} alt="" width="28" height="28" loading="lazy" />
                )}
                <span>{service.name}</span>
                {saving === service.id && <span className="ts-installer-services__saving">{t('Saving…')}</span>}
              </label>
            </li>
          ))}
        </ul>
        <div role="alert">{error && <p className="ts-checkout-alert ts-checkout-alert--error">{apiText(error)}</p>}</div>
      </div>
    </details>
  );
}
