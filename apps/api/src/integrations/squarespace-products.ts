/**
 * Squarespace's products as the import reads them, whatever shape a page has: each product and
 * variant is read field by field, and one whose data cannot make a payment link is left out with
 * the reason `invalid_data`, named as far as its data allows. A product's id, its name and its
 * options' names follow the text rule of names a merchant types (no control character, NUL
 * included, no lone surrogate, no text-direction character, something visible); a name longer
 * than a link's is cut to fit. A price is read only from a string or a number in US dollars'
 * decimal form; anything else is no price (`no_price`).
 */
import { isCurrency, LINK_NAME_MAX_LENGTH, parseMinor, textRuleProblem } from '@meridian/contract';

/** One product, or one variant of it: what becomes a link. */
export interface Item {
  productId: string;
  variantId: string;
  name: string;
  sku: string | null;
  cents: number | null;
  currency: string | null;
}

/** A product or variant left out because its data cannot be imported, named as far as it can be. */
export interface Unreadable {
  productId: string;
  variantId: string;
  name: string;
}

/** The longest product or variant id kept (Squarespace's are 24 hexadecimal digits). */
const ID_MAX_LENGTH = 200;
/** The longest SKU kept (Squarespace allows 60). */
const SKU_MAX_LENGTH = 200;

type Fields = Record<string, unknown>;

const isObject = (value: unknown): value is Fields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Text from Squarespace that passes the text rule, cut to `max` characters; null when it is no
 * such text (not a string, a NUL, a lone surrogate...): what may be stored and shown.
 */
export function cleanText(value: unknown, max: number): string | null {
  if (typeof value !== 'string' || textRuleProblem(value) !== null) return null;
  const trimmed = value.trim();
  return trimmed === '' ? null : [...trimmed].slice(0, max).join('');
}

/** An id: text or a whole number, within the text rule and `ID_MAX_LENGTH`. */
function idOf(value: unknown): string | null {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value !== 'string' || value.length > ID_MAX_LENGTH) return null;
  return cleanText(value, ID_MAX_LENGTH);
}

/**
 * A price as Squarespace writes it (`"25.00"`, `"1250"`, `25`) in minor units of its currency:
 * trailing zeros beyond the currency's digits are dropped (`"1250.00"` yen is 1250); null when it
 * is no amount, or the currency is not one Meridian takes.
 */
function minorOf(value: unknown, currency: string | null): number | null {
  if (typeof value !== 'string' || currency === null || !isCurrency(currency)) return null;
  const trimmed = value.trim().includes('.') ? value.trim().replace(/0+$/, '').replace(/\.$/, '') : value.trim();
  return parseMinor(trimmed, currency);
}

/** The price a variant (or a product without variants) asks, in its store's currency: its sale price while on sale. */
function priceOf(pricing: unknown): { cents: number | null; currency: string | null } {
  if (!isObject(pricing)) return { cents: null, currency: null };
  const price = pricing.onSale === true && isObject(pricing.salePrice) ? pricing.salePrice : pricing.basePrice;
  if (!isObject(price)) return { cents: null, currency: null };
  const value = typeof price.value === 'number' && Number.isFinite(price.value) ? String(price.value) : price.value;
  const currency = typeof price.currency === 'string' && /^[A-Z]{3}$/.test(price.currency) ? price.currency : null;
  return { cents: minorOf(value, currency), currency };
}

/** The items of one product (one per variant; a product without variants is one), and what cannot be read. */
function readProduct(product: unknown): { items: Item[]; invalid: Unreadable[] } {
  if (!isObject(product)) return { items: [], invalid: [{ productId: '', variantId: '', name: '' }] };
  const productId = idOf(product.id);
  const rawName = product.name ?? null;
  const named = rawName === null ? 'Squarespace product' : cleanText(rawName, LINK_NAME_MAX_LENGTH);
  const shown = { productId: productId ?? '', name: named ?? '' };
  const variants = product.variants ?? null;
  if (productId === null || named === null || (variants !== null && !Array.isArray(variants))) {
    return { items: [], invalid: [{ ...shown, variantId: '' }] };
  }
  const list: unknown[] =
    Array.isArray(variants) && variants.length > 0 ? variants : [{ id: '', pricing: product.pricing }];
  const result: { items: Item[]; invalid: Unreadable[] } = { items: [], invalid: [] };
  for (const variant of list) {
    const variantId = isObject(variant)
      ? variant.id === undefined || variant.id === ''
        ? ''
        : idOf(variant.id)
      : null;
    if (!isObject(variant) || variantId === null) {
      result.invalid.push({ ...shown, variantId: '' });
      continue;
    }
    const attributes = isObject(variant.attributes) ? Object.values(variant.attributes) : [];
    const options = attributes.filter((value): value is string => typeof value === 'string' && value.trim() !== '');
    const sku = variant.sku === undefined || variant.sku === null ? null : cleanText(variant.sku, SKU_MAX_LENGTH);
    const badOption = options.some((option) => textRuleProblem(option) !== null);
    if (badOption || (sku === null && variant.sku !== undefined && variant.sku !== null)) {
      result.invalid.push({ ...shown, variantId });
      continue;
    }
    const name = list.length > 1 && options.length > 0 ? `${named} (${options.join(', ')})` : named;
    result.items.push({
      productId,
      variantId,
      name: [...name].slice(0, LINK_NAME_MAX_LENGTH).join(''),
      sku,
      ...priceOf(variant.pricing),
    });
  }
  return result;
}

/** Every item of a page's products (anything but an array is no products), and what cannot be read. */
export function readProducts(products: unknown): { items: Item[]; invalid: Unreadable[] } {
  const read = (Array.isArray(products) ? products : []).map(readProduct);
  return { items: read.flatMap((one) => one.items), invalid: read.flatMap((one) => one.invalid) };
}
