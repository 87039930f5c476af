import { isApiError } from '@meridian/data';
import type { SquarespaceKeyError } from '@meridian/screens';

/** What the Squarespace page says about a refused key, from the API's error. */
export function keyErrorOf(error: unknown): SquarespaceKeyError {
  if (!isApiError(error)) return 'failed';
  if (error.code === 'INTEGRATION_UNAVAILABLE') return 'unavailable';
  if (error.code !== 'VALIDATION_FAILED') return 'failed';
  const fields = error.fieldErrors ?? [];
  if (fields.some((field) => field.code === 'key_refused')) return 'key_refused';
  const products = fields.some((field) => field.field === 'squarespaceApiKey.products');
  const orders = fields.some((field) => field.field === 'squarespaceApiKey.orders');
  if (products && orders) return 'missing_both';
  if (products) return 'missing_products';
  if (orders) return 'missing_orders';
  return 'failed';
}
