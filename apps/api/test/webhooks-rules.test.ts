// The webhook rules the documentation quotes, and what the delivery log keeps of an answer.
import {
  WEBHOOK_ERROR_KEPT_BYTES,
  WEBHOOK_FAILURES_BEFORE_DISABLE,
  WEBHOOK_RESPONSE_KEPT_BYTES,
} from '@meridian/contract';
import { describe, expect, it } from 'vitest';
import { ATTEMPTS_MAX, JITTER, RETRY_SCHEDULE_MS, retryDelay } from '../src/webhooks/sender';
import { storableBytes, storableText } from '../src/webhooks/stored-text';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/** A wait as the documentation says it, in the largest whole unit: `5 min`, `2 h` (one spelling per value). */
const spoken = (ms: number) =>
  ms >= HOUR && ms % HOUR === 0
    ? `${ms / HOUR} h`
    : ms >= MINUTE && ms % MINUTE === 0
      ? `${ms / MINUTE} min`
      : `${ms / SECOND} s`;

describe('the retry schedule', () => {
  // README.md, docs/product.md ("Webhooks") and docs/decisions.md say this schedule: change them together.
  it('is ten attempts: at once, then 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h and 24 h after the one before', () => {
    expect(RETRY_SCHEDULE_MS.map(spoken)).toEqual([
      '0 s',
      '5 s',
      '5 min',
      '30 min',
      '2 h',
      '5 h',
      '10 h',
      '14 h',
      '20 h',
      '24 h',
    ]);
    expect(ATTEMPTS_MAX).toBe(10);
    expect(JITTER).toBe(0.1);
    expect(WEBHOOK_FAILURES_BEFORE_DISABLE).toBe(10);
    // From the first attempt to the last: 3 days, 3 hours and 35 minutes and 5 seconds, give or take a tenth.
    const total = RETRY_SCHEDULE_MS.reduce((sum, wait) => sum + wait, 0);
    expect(total).toBe(3 * 24 * HOUR + 3 * HOUR + 35 * MINUTE + 5 * SECOND);
  });

  it('waits each step give or take a tenth', () => {
    expect(retryDelay(1, () => 0)).toBe(4.5 * SECOND);
    expect(retryDelay(1, () => 1)).toBe(5.5 * SECOND);
    expect(retryDelay(9, () => 0.5)).toBe(24 * HOUR);
  });
});

describe('what the log keeps of an answer', () => {
  it('drops NUL bytes and replaces invalid UTF-8 and lone surrogates', () => {
    expect(storableText('oops\u0000', 100)).toBe('oops');
    expect(storableText('a\uD800b\uDC00c\uD83D\uDE00', 100)).toBe('a\uFFFDb\uFFFDc\uD83D\uDE00');
    expect(storableBytes(Buffer.from([0x6f, 0x6b, 0x80, 0xff, 0x00, 0xed, 0xa0, 0x80]), 100)).toMatch(/^ok\uFFFD+$/);
  });

  it('keeps at most the bytes allowed, without cutting a character in two', () => {
    const body = Buffer.from(`${'a'.repeat(WEBHOOK_RESPONSE_KEPT_BYTES - 1)}é and more`, 'utf8');
    const kept = storableBytes(body, WEBHOOK_RESPONSE_KEPT_BYTES);
    expect(kept).toBe('a'.repeat(WEBHOOK_RESPONSE_KEPT_BYTES - 1));
    expect(Buffer.byteLength(storableText('€'.repeat(1000), WEBHOOK_ERROR_KEPT_BYTES))).toBe(510);
    // Replacement characters take three bytes each: the bound holds after decoding too.
    expect(Buffer.byteLength(storableBytes(Buffer.alloc(4000, 0xff), WEBHOOK_RESPONSE_KEPT_BYTES))).toBeLessThanOrEqual(
      WEBHOOK_RESPONSE_KEPT_BYTES,
    );
  });
});
