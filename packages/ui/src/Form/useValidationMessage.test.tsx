import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ValidationResult } from 'react-aria-components';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { useValidationMessage } from './useValidationMessage';

const valid: ValidationResult['validationDetails'] = {
  badInput: false,
  customError: false,
  patternMismatch: false,
  rangeOverflow: false,
  rangeUnderflow: false,
  stepMismatch: false,
  tooLong: false,
  tooShort: false,
  typeMismatch: false,
  valueMissing: false,
  valid: true,
};

function failing(
  details: Partial<ValidationResult['validationDetails']>,
  browserText = 'Browser text',
): ValidationResult {
  return {
    isInvalid: true,
    validationErrors: [browserText],
    validationDetails: { ...valid, valid: false, ...details },
  };
}

function render(options?: Parameters<typeof useValidationMessage>[1], errorMessage?: ReactNode) {
  const { result } = renderHook(() => useValidationMessage(errorMessage, options), {
    wrapper: ({ children }) => (
      <IntlProvider locale="en" defaultLocale="en">
        {children}
      </IntlProvider>
    ),
  });
  const message = result.current;
  return (validation: ValidationResult) => (typeof message === 'function' ? message(validation) : message);
}

describe('useValidationMessage', () => {
  it('words the browser constraint failures in the interface language', () => {
    expect(render()(failing({ valueMissing: true }))).toBe('This field is required.');
    expect(render({ type: 'email' })(failing({ typeMismatch: true }))).toBe('Enter a valid email address.');
    expect(render({ type: 'url' })(failing({ typeMismatch: true }))).toBe(
      'Enter a valid web address, such as https://example.com.',
    );
    expect(render({ minLength: 8 })(failing({ tooShort: true }))).toBe('Enter at least 8 characters.');
  });

  it('passes custom, server and other errors through', () => {
    expect(render()(failing({ customError: true }, 'Taken.'))).toBe('Taken.');
    expect(render()(failing({ stepMismatch: true }, 'Browser step text'))).toBe('Browser step text');
  });

  it("keeps the caller's message", () => {
    expect(render(undefined, 'Enter the code from the email.')(failing({ valueMissing: true }))).toBe(
      'Enter the code from the email.',
    );
  });
});
