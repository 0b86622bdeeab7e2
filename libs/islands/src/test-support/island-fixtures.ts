import type { IslandModule } from '../island-definition.ts';

/**
 * A stand-in for an island's code: "hydrating" gives its button a handler
 * and its form a submit handler, as React would, and records the props.
 */
export function fixtureIsland() {
  const seen = { hydrated: [] as object[], presses: 0, submits: [] as (string | null)[] };
  const module: IslandModule<object> = {
    island: {
      Component: () => null,
      Wrapper: ({ children }) => children,
      hydrate(container, props) {
        seen.hydrated.push(props);
        container.querySelector('button[type="button"]')?.addEventListener('click', () => seen.presses++);
        container.querySelector('form')?.addEventListener('submit', (event) => {
          event.preventDefault();
          seen.submits.push((event.submitter as HTMLButtonElement | null)?.value ?? null);
        });
        return Promise.resolve();
      },
    },
  };
  return { seen, module };
}

export function page(html: string) {
  document.body.innerHTML = html;
}

export const island = (name: string, props: object, inner: string) =>
  `<agency-island data-island="${name}" data-props='${JSON.stringify(props)}'>${inner}</agency-island>`;

export const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
