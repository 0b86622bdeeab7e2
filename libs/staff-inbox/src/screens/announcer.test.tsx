import { act, renderHook } from '@testing-library/react';
import { expect, it } from 'vitest';
import { useAnnouncer } from './announcer.tsx';

it('changes the live region’s text even when the same words are said twice', () => {
  const { result } = renderHook(() => useAnnouncer());
  act(() => result.current[1]('Note added.'));
  const first = result.current[0];
  act(() => result.current[1]('Note added.'));
  const second = result.current[0];
  expect(first.trim()).toBe('Note added.');
  expect(second.trim()).toBe('Note added.');
  expect(second).not.toBe(first);
});
