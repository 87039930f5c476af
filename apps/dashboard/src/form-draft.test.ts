import { getSessionDraft, setSessionDraft } from '@meridian/data';
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useSessionDraft } from './form-draft';

const parse = (stored: unknown) =>
  typeof stored === 'object' && stored !== null ? (stored as { name?: string }) : null;

describe('useSessionDraft', () => {
  afterEach(() => sessionStorage.clear());

  it('starts from what the tab kept, keeps what the form reports, and forgets it for good once cleared', () => {
    setSessionDraft('test-form', { name: 'kept' });
    const { result } = renderHook(() => useSessionDraft('test-form', parse));
    expect(result.current.saved).toEqual({ name: 'kept' });
    result.current.save({ name: 'typed' });
    expect(getSessionDraft('test-form')).toEqual({ name: 'typed' });
    result.current.clear();
    expect(getSessionDraft('test-form')).toBeNull();
    // A report the form makes while it leaves is not kept.
    result.current.save({ name: 'late' });
    expect(getSessionDraft('test-form')).toBeNull();
  });

  it('hands over only what the parser accepts', () => {
    setSessionDraft('test-form', 'garbage');
    const { result } = renderHook(() => useSessionDraft('test-form', parse));
    expect(result.current.saved).toBeNull();
  });
});
