import { APPOINTMENT_MESSAGES, fillMessage, LOOKUP_REFUSALS, ORDER_REFUSALS, PAYMENT_CANCELLED_MESSAGES } from '@tireshop/core';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { esUS } from '../../../core/src/i18n/es-US/index';
import { FormProblemSummary } from './checkout/address-fields';
import { PaymentAlert } from './checkout/payment-messages';
import { LocaleContext, type LocaleValue } from './locale';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
const spanish: LocaleValue = { locale: 'es-US', catalogue: esUS };
const alert = (message: string, value: LocaleValue = spanish) =>
  text(
    renderToStaticMarkup(
      <LocaleContext.Provider value={value}>
        <PaymentAlert message={message} />
      </LocaleContext.Provider>,
    ),
  );

describe('useApiText: what the API writes, in the widget’s locale', () => {
  it('says the API’s refusal of a payment in Spanish, by the template it fills', () => {
    expect(alert(ORDER_REFUSALS.missingNonce)).toBe('Por favor escriba los datos de su tarjeta.');
    expect(alert(fillMessage(ORDER_REFUSALS.notSoldHere, { brands: 'Pirelli' }))).toBe(
      'Las llantas Pirelli no se venden en esta tienda. Quítelas de su carrito para hacer su pedido.',
    );
  });

  it('looks a message the api area lacks up in the view’s own area (a wallet’s cancellation is the payment’s)', () => {
    expect(alert(PAYMENT_CANCELLED_MESSAGES.applepay)).toBe('Se canceló Apple Pay. Su carrito está guardado: elija una forma de pago.');
  });

  it('shows a message no area has as the API wrote it, and en-US as it is', () => {
    expect(alert('The installer no longer takes bookings.')).toBe('The installer no longer takes bookings.');
    expect(alert(ORDER_REFUSALS.missingNonce, { locale: 'en-US', catalogue: null })).toBe(ORDER_REFUSALS.missingNonce);
  });

  it('says an address form’s refusal from the API in Spanish (the delivery and appointment steps’ words)', () => {
    const summary = (formMessage: string) =>
      text(
        renderToStaticMarkup(
          <LocaleContext.Provider value={spanish}>
            <FormProblemSummary summaryRef={{ current: null }} submitted errors={{}} formMessage={formMessage} />
          </LocaleContext.Provider>,
        ),
      );
    expect(summary('The ZIP code is not in the state you chose.')).toBe('El código postal (ZIP) no está en el estado que eligió.');
    expect(summary(APPOINTMENT_MESSAGES.selectShop)).toBe('Por favor elija un taller o cambie la opción de envío.');
    expect(summary(fillMessage(LOOKUP_REFUSALS.noInstaller, { id: 42 }))).toBe('No hay ningún instalador con el id 42.');
  });
});
