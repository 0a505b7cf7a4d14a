/**
 * The payment step of a military exchange customer (rules §1 "Military exchange checkout … A hidden
 * POST form carries line items…", §6 "the order is posted to the exchange through a hidden form";
 * docs/military-exchange.md): in place of the ways to pay, "Continue to the Exchange". The billing
 * address is saved, the API computes and signs the form, and the page posts it — a real hidden
 * `<form method="post">` — to the exchange's checkout url. The exchange sends the shopper back
 * through the shop's /exchange/return: to the order page, or here with `?exchange=<outcome>`.
 */
import {
  EXCHANGE_MESSAGES,
  EXCHANGE_RETURN_PATH,
  exchangeCheckoutEndpoint,
  isExchangeOutcome,
  type ExchangeForm,
  type SiteCart,
} from '@tireshop/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { storefrontContext } from '../../context';

/** What the exchange's return said, read once from the address. */
function returnedOutcome(): string | null {
  const outcome = new URL(window.location.href).searchParams.get('exchange');
  return isExchangeOutcome(outcome) ? EXCHANGE_MESSAGES[outcome] : null;
}

export function useExchangeHandOff(cart: SiteCart): { method: ReactNode; action: (saveBilling: () => Promise<boolean>) => ReactNode } {
  const [returned] = useState(returnedOutcome);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [form, setForm] = useState<ExchangeForm | null>(null);
  const formRef = useRef<HTMLFormElement | null>(null);
  // The hidden form is in the page: post it to the exchange (the browser leaves for the exchange's page).
  useEffect(() => {
    if (form) formRef.current?.submit();
  }, [form]);

  const go = async (saveBilling: () => Promise<boolean>) => {
    if (busy) return;
    setBusy(true);
    setProblem(null);
    if (!(await saveBilling())) {
      setBusy(false);
      return;
    }
    const made = await storefrontContext(undefined).api.call(exchangeCheckoutEndpoint, {
      query: { cartId: cart.id },
      body: { returnUrl: `${window.location.origin}${EXCHANGE_RETURN_PATH}` },
    });
    if (!made.ok) {
      setProblem(made.error.message);
      setBusy(false);
      return;
    }
    setForm(made.data);
  };

  const message = problem ?? returned;
  const method = (
    <div>
      <p>
        <strong>Pay through the Exchange.</strong> You came to us from the Exchange: your order is paid with your Exchange account. You
        confirm it on the Exchange’s page and come back here to your order.
      </p>
      {message && (
        <div className="ts-checkout-alert ts-checkout-alert--error" role="alert">
          <p>{message}</p>
        </div>
      )}
    </div>
  );
  const action = (saveBilling: () => Promise<boolean>) => (
    <>
      <button type="button" className="ts-button ts-button--accent" aria-busy={busy || undefined} onClick={() => void go(saveBilling)}>
        {busy ? 'Going to the Exchange…' : message ? 'Try again at the Exchange' : 'Continue to the Exchange'}
      </button>
      {form && (
        <form ref={formRef} method="post" action={form.action} hidden aria-hidden="true">
          {form.fields.map((field) => (
            <input key={field.name} type="hidden" name={field.name} value={field.value} />
          ))}
        </form>
      )}
    </>
  );
  return { method, action };
}
