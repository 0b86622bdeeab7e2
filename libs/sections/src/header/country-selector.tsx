import { css } from '@emotion/react';
import type { CountryOption } from '@agency/content';
import { AppLink, Icon, VisuallyHidden } from '@agency/ui';
import { alignEndCss, navControlCss, panelCss } from './header-styles.ts';

export interface CountrySelectorProps {
  countries: CountryOption[];
  value: CountryOption['value'];
  open: boolean;
  onToggle: () => void;
  onNavigate: () => void;
}

export const countryPanelId = 'nav-panel-country';

/**
 * The IN / UK selector: a disclosure of two links to / and /uk. Links rather
 * than a <select> so that choosing is a deliberate action (a select would
 * navigate away as soon as an arrow key changes it) and it works before
 * JavaScript arrives.
 */
export function CountrySelector({ countries, value, open, onToggle, onNavigate }: CountrySelectorProps) {
  return (
    <div
      data-nav-group="country"
      css={css`
        position: relative;
      `}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={countryPanelId}
        onClick={onToggle}
        css={navControlCss}
      >
        <Icon name="globe" size="sm" />
        <VisuallyHidden>Country: </VisuallyHidden>
        {value}
        <Icon name="chevron-down" size="sm" />
      </button>
      <ul id={countryPanelId} hidden={!open} css={(t) => [panelCss(t), alignEndCss]}>
        {countries.map((country) => (
          <li key={country.value}>
            <AppLink
              to={country.to}
              onClick={onNavigate}
              aria-current={country.value === value ? 'true' : undefined}
            >
              {country.value}
              <VisuallyHidden> ({country.name})</VisuallyHidden>
            </AppLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
