import { describe, expect, it } from 'vitest';
import { AT_MOST_CHARACTERS, atMostCharacters } from '../address/index';
import { defaultMessage, OUTAGE_MESSAGE } from '../client/result';
import { APPOINTMENT_MESSAGES } from '../contract/appointments';
import { CART_REFUSALS, DESTINATION_LABELS, PROMO_CODE_MESSAGE, PROMO_CODE_REFUSALS } from '../contract/cart';
import { ORDER_TRACKING_MISMATCH, PAYMENT_MESSAGES } from '../contract/checkout';
import { LOCATION_ZIP_MESSAGE } from '../contract/location';
import { LOOKUP_REFUSALS, ORDER_REFUSALS, SIZE_REFUSALS, TOKEN_REFUSALS } from '../contract/refusals';
import { WIDGET_API_MESSAGES, WIDGET_CLIENT_MESSAGES } from '../contract/widget-messages';
import { enUS } from './en-US/index';
import { checkoutChunk } from './es-US/checkout-chunk';
import { productChunk } from './es-US/product-chunk';
import { first } from './es-US/first';
import { esUS } from './es-US/index';
import { fillMessage, listParam, messageParams, translator } from './index';
import { ES_US_CHUNK_OF } from './locales';

/** The spec's exact messages the widgets show (rules §5 "Messages (exact)", §8 "Text shown to the user"), as the spec writes them. */
const SPEC_MESSAGES = [
  'Oops, something went wrong',
  // rules §5 "Please enter valid First Name / Last Name / City / Address.", one message a field.
  'Please enter valid First Name',
  'Please enter valid Last Name',
  'Please enter valid City',
  'Please enter valid Address',
  'Please enter valid US Zip Code.',
  'Please enter a valid phone number.',
  'Please select a phone type.',
  'Please enter state.',
  'Please enter a valid email.',
  'Please select a time slot.',
  'Please select a shop or change shipping option.',
  'Please select a FedEx location.',
  'Please enter your zip code.',
  'The card number is not valid.',
  'Please fill out an expiration date.',
  'This expiration date is not valid (format MM/YY).',
  // §8 "Payment" and the gateway's messages.
  "We're sorry, the payment was not able to be processed. Please try again or use another payment method.",
  'Cannot contact the gateway at this time.',
  'Request timed out waiting for a reply.',
  'There was a problem with your request.',
  'Credit card is invalid',
];

const areas = Object.keys(enUS) as (keyof typeof enUS)[];

describe('the locale catalogues', () => {
  it('es-US translates every en-US message of every area, and nothing else', () => {
    expect(Object.keys(esUS).sort()).toEqual([...areas].sort());
    for (const area of areas) expect(Object.keys(esUS[area]).sort(), area).toEqual([...new Set(enUS[area])].sort());
  });

  it('each es-US message takes the same parameters as its en-US message, and has its plural forms', () => {
    for (const area of areas)
      for (const [en, es] of Object.entries(esUS[area]) as [string, string][]) {
        expect(messageParams(es), `${area}: ${en}`).toEqual(messageParams(en));
        expect(es.split('|').length, `${area}: ${en}`).toBe(en.split('|').length);
        expect(es, `${area}: ${en}`).not.toBe('');
      }
  });

  it('no message is listed twice in an area', () => {
    for (const area of areas) expect(new Set(enUS[area]).size, area).toBe(enUS[area].length);
  });

  it('es-US comes in chunks: the first results’ holds none of the checkout’s areas', () => {
    const chunkAreas = (chunk: string) => areas.filter((a) => ES_US_CHUNK_OF[a] === chunk).sort();
    expect(Object.keys(first).sort()).toEqual(chunkAreas('first'));
    expect(Object.keys(checkoutChunk).sort()).toEqual(chunkAreas('checkout'));
    expect(Object.keys(productChunk).sort()).toEqual(chunkAreas('product'));
    for (const area of ['checkout', 'installers', 'booking', 'payment', 'order'] as const) expect(ES_US_CHUNK_OF[area]).toBe('checkout');
  });

  it('keeps the spec’s exact messages byte for byte in en-US', () => {
    const all = areas.flatMap((area) => [...enUS[area]] as string[]);
    for (const message of SPEC_MESSAGES) expect(all).toContain(message);
  });
});

describe('translator', () => {
  it('is the en-US text itself, with its parameters filled in', () => {
    const t = translator<(typeof enUS.shop)[number]>('en-US');
    expect(t('Showing {first}–{last} of {total} tires in {size}', { first: 1, last: 10, total: 1234, size: '225/45R17' })).toBe(
      'Showing 1–10 of 1,234 tires in 225/45R17',
    );
  });

  it('chooses the plural form with Intl.PluralRules for the count', () => {
    const en = translator<(typeof enUS.shop)[number]>('en-US');
    const message = 'Rated {value} out of 5 from {count} review|Rated {value} out of 5 from {count} reviews';
    expect(en(message, { value: '4.5', count: 1 })).toBe('Rated 4.5 out of 5 from 1 review');
    expect(en(message, { value: '4.5', count: 12 })).toBe('Rated 4.5 out of 5 from 12 reviews');
    const es = translator<(typeof enUS.shop)[number]>('es-US', esUS.shop);
    expect(es(message, { value: '4.5', count: 1 })).toBe('Calificación de 4.5 de 5 en 1 reseña');
    expect(es(message, { value: '4.5', count: 3 })).toBe('Calificación de 4.5 de 5 en 3 reseñas');
  });

  it('speaks es-US with the es-US catalogue', () => {
    const t = translator<(typeof enUS.shop)[number]>('es-US', esUS.shop);
    expect(t('Find tires')).toBe('Buscar llantas');
    expect(t('Only {quantity} left', { quantity: 3 })).toBe('Solo quedan 3');
  });

  it('translates a message that arrives filled in (a core rule’s limit) by the template it fills', () => {
    const es = translator<string>('es-US', esUS.checkout);
    expect(es(atMostCharacters(60))).toBe('Como máximo 60 caracteres.');
    expect(es(AT_MOST_CHARACTERS, { max: 25 })).toBe('Como máximo 25 caracteres.');
    // Text that fills no template (the shop's own data) shows as it came; en-US is the text itself.
    expect(es('Main Street Tire')).toBe('Main Street Tire');
    expect(translator<string>('en-US')(atMostCharacters(30))).toBe('At most 30 characters.');
  });

  it('says where the tires go in Spanish: each destination label the API fills is a checkout message', () => {
    expect(enUS.checkout).toEqual(expect.arrayContaining(Object.values(DESTINATION_LABELS)));
    const es = translator<string>('es-US', esUS.checkout);
    const label = (template: string, params: Record<string, string | number>) => es(fillMessage(template, params));
    expect(label(DESTINATION_LABELS.warehouse, { place: 'Dallas Distribution Center', hours: 24 })).toBe(
      'Recoger en Dallas Distribution Center — listo en 24 horas',
    );
    expect(label(DESTINATION_LABELS.installed, { name: 'Chen’s Tire & Auto', city: 'La Canada Flintridge', state: 'CA' })).toBe(
      'Se instala en Chen’s Tire & Auto, La Canada Flintridge, CA',
    );
    // The longest template that fits: the mobile installer with the address it comes to.
    expect(label(DESTINATION_LABELS.mobileAt, { name: 'Austin Mobile Tire', address: '5 Oak Ave, Austin, TX 78701' })).toBe(
      'Instalación a domicilio de Austin Mobile Tire en 5 Oak Ave, Austin, TX 78701',
    );
    expect(es(DESTINATION_LABELS.someShop)).toBe('Se instala en un taller');
  });

  it('says the API’s refusals in Spanish by the template the API filled, and the rest as the API wrote it', () => {
    expect(enUS.api).toEqual(
      expect.arrayContaining([
        ...Object.values(CART_REFUSALS),
        ...Object.values(PROMO_CODE_REFUSALS),
        PROMO_CODE_MESSAGE,
        PAYMENT_MESSAGES.alreadyOrdered,
      ]),
    );
    const es = translator<string>('es-US', esUS.api);
    const label = 'Michelin Pilot Sport 4S 225/45R17';
    expect(es(fillMessage(CART_REFUSALS.onlyInStock, { count: 3, label }))).toBe(
      'Solo hay 3 de Michelin Pilot Sport 4S 225/45R17 en existencia.',
    );
    expect(es(fillMessage(CART_REFUSALS.atMostOfOneTire, { max: 20, label }))).toBe(
      'Un carrito puede tener como máximo 20 de Michelin Pilot Sport 4S 225/45R17.',
    );
    expect(es(fillMessage(PROMO_CODE_REFUSALS.unknown, { code: 'SAVE10' }))).toBe('"SAVE10" no es un código promocional válido.');
    expect(es(PROMO_CODE_MESSAGE)).toBe('Ese código promocional no es válido.');
    // A message the catalogue does not have yet shows in the API's English.
    expect(es('The installer no longer takes bookings.')).toBe('The installer no longer takes bookings.');
  });
});

describe('the api area: what the API writes, in the widget’s locale', () => {
  it('has es-US text for every message a widget can be handed: each refusal of the contract’s list and the client’s own', () => {
    const listed: readonly string[] = enUS.api;
    const spanish: Record<string, string> = esUS.api;
    for (const message of [...WIDGET_API_MESSAGES, ...WIDGET_CLIENT_MESSAGES]) {
      expect(listed, message).toContain(message);
      expect(spanish[message], message).toBeTypeOf('string');
    }
  });

  it('says a refused bearer token, a size not carried and a call without an answer in Spanish', () => {
    const es = translator<string>('es-US', esUS.api);
    expect(es(TOKEN_REFUSALS.invalid)).toBe('El token de acceso no es válido o ya venció.');
    expect(es(fillMessage(TOKEN_REFUSALS.otherOrigin, { issued: 'https://a.example', origin: 'https://b.example' }))).toBe(
      'Este token se emitió para https://a.example y no se puede usar desde https://b.example.',
    );
    expect(es(fillMessage(SIZE_REFUSALS.notCarried, { size: '405/20R30' }))).toBe('No tenemos llantas de la medida 405/20R30.');
    expect(es(defaultMessage('ServerError', 502))).toBe('Error del servidor (HTTP 502)');
    expect(es(defaultMessage('NetworkError'))).toBe('Error de red');
    expect(es(OUTAGE_MESSAGE)).toBe('No podemos comunicarnos con la tienda de llantas en este momento. Inténtelo de nuevo.');
  });

  it('has every template in es-US, in Spanish, with the same parameters', () => {
    const spanish: Record<string, string> = esUS.api;
    for (const template of enUS.api) {
      expect(spanish[template], template).toBeTypeOf('string');
      expect(spanish[template], template).not.toBe(template);
      expect(messageParams(spanish[template]!), template).toEqual(messageParams(template));
    }
  });

  it('says a message the same way as the area that also has it (the spec’s “Please select a time slot.”)', () => {
    const spanish: Record<string, string> = esUS.api;
    for (const area of areas.filter((a) => a !== 'api'))
      for (const [en, es] of Object.entries(esUS[area]) as [string, string][])
        if (spanish[en] !== undefined) expect(spanish[en], `${area}: ${en}`).toBe(es);
  });

  it('joins the brands of a refusal the API listed in en-US again in es-US: "y", not "and"', () => {
    const es = translator<string>('es-US', esUS.api);
    const refusal = (brands: string[]) => fillMessage(ORDER_REFUSALS.notSoldHere, { brands: listParam(brands) });
    expect(refusal(['Michelin', 'Pirelli'])).toBe(
      'Michelin and Pirelli tires are not sold in this shop. Remove them from your cart to place your order.',
    );
    expect(refusal(['Michelin', 'Pirelli', 'Toyo'])).toMatch(/^Michelin, Pirelli, and Toyo tires /);
    expect(es(refusal(['Michelin', 'Pirelli']))).toBe(
      'Las llantas Michelin y Pirelli no se venden en esta tienda. Quítelas de su carrito para hacer su pedido.',
    );
    expect(es(refusal(['Michelin', 'Pirelli', 'Toyo']))).toBe(
      'Las llantas Michelin, Pirelli y Toyo no se venden en esta tienda. Quítelas de su carrito para hacer su pedido.',
    );
    // en-US shows the API's English as it came.
    expect(translator<string>('en-US')(refusal(['Michelin', 'Pirelli', 'Toyo']))).toBe(refusal(['Michelin', 'Pirelli', 'Toyo']));
  });

  it('translates a filled-in refusal of each step by its template', () => {
    const es = translator<string>('es-US', esUS.api);
    expect(es(fillMessage(LOOKUP_REFUSALS.noInstaller, { id: 9999 }))).toBe('No hay ningún instalador con el id 9999.');
    expect(es(LOCATION_ZIP_MESSAGE)).toBe('Por favor escriba un código postal (ZIP) válido.');
    expect(es(APPOINTMENT_MESSAGES.tooFar)).toBe('Las citas se pueden reservar con hasta 30 días de anticipación.');
    expect(es(fillMessage(ORDER_REFUSALS.notSoldHere, { brands: listParam(['Michelin']) }))).toBe(
      'Las llantas Michelin no se venden en esta tienda. Quítelas de su carrito para hacer su pedido.',
    );
    expect(es(PAYMENT_MESSAGES.failed)).toBe(
      'Lo sentimos, no se pudo procesar el pago. Por favor intente de nuevo o use otra forma de pago.',
    );
    expect(es(ORDER_TRACKING_MISMATCH)).toBe('Por favor revise. El número de pedido y el código postal (ZIP) no coinciden.');
  });
});
