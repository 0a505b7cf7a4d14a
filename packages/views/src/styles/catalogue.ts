/**
 * The catalogue views' CSS (filters, product line details, scores, reviews, compare): the product
 * parts after the shared form field's rules, which some of them refine at the same weight.
 */
import catalogue from './catalogue.css';
import product from './catalogue-product.css';
import fields from './fields.css';

export const catalogueCss = [catalogue, fields, product].join('\n');
