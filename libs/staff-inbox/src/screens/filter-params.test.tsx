import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { expect, it } from 'vitest';
import { useFilterParams } from './filter-params.ts';

function Filters() {
  const [params, set] = useFilterParams();
  return (
    <>
      <p>shown: {params.toString()}</p>
      <button type="button" onClick={() => set({ staff: '7' })}>
        Person
      </button>
      <button type="button" onClick={() => set({ action: 'staff.invited' })}>
        Action
      </button>
      <button type="button" onClick={() => set({ staff: '' })}>
        Anyone
      </button>
    </>
  );
}

it('keeps a filter chosen while the last change’s loader still holds the address back', async () => {
  const loads: (() => void)[] = [];
  const router = createMemoryRouter(
    [
      {
        path: '/audit',
        element: <Filters />,
        // A slow line: each navigation waits until the test lets its loader answer.
        loader: () => new Promise<null>((resolve) => loads.push(() => resolve(null))),
      },
    ],
    { initialEntries: ['/audit'], hydrationData: { loaderData: { '0': null } } },
  );
  render(<RouterProvider router={router} />);
  act(() => screen.getByRole('button', { name: 'Person' }).click());
  act(() => screen.getByRole('button', { name: 'Action' }).click());
  await act(async () => {
    for (const answer of loads.splice(0)) answer();
  });
  expect(new URLSearchParams(router.state.location.search).get('staff')).toBe('7');
  expect(new URLSearchParams(router.state.location.search).get('action')).toBe('staff.invited');

  // Once the address has caught up, a change builds on it.
  act(() => screen.getByRole('button', { name: 'Anyone' }).click());
  await act(async () => {
    for (const answer of loads.splice(0)) answer();
  });
  expect(router.state.location.search).toBe('?action=staff.invited');
  expect(screen.getByText(/^shown:/)).toHaveTextContent('shown: action=staff.invited');
});
