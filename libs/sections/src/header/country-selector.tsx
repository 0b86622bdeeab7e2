import type { CountryOption } from '@agency/content';
import { AppLink, Icon, VisuallyHidden } from '@agency/ui';
import { regionChoiceAttribute } from '../page-script/page-dom.ts';
import { HeaderDisclosure, type HeaderPlacement } from './header-disclosure.tsx';

export interface CountrySelectorProps {
  countries: CountryOption[];
  value: CountryOption['value'];
  placement: HeaderPlacement;
}

/**
 * The IN / UK selector: a group of two links to / and /uk. Links rather than
 * a <select> so that choosing is a deliberate action (a select would navigate
 * away as soon as an arrow key changes it) and it works without JavaScript.
 */
export function CountrySelector({ countries, value, placement }: CountrySelectorProps) {
  return (
    <HeaderDisclosure
      id="country"
      placement={placement}
      align="end"
      label={
        <>
          <Icon name="globe" size="sm" />
          <VisuallyHidden>Country: </VisuallyHidden>
          {value}
        </>
      }
    >
      {countries.map((country) => (
        <li key={country.value}>
          <AppLink
            to={country.to}
            // The page script remembers the choice, so the region banner does not ask again.
            {...{ [regionChoiceAttribute]: country.value.toLowerCase() }}
            aria-current={country.value === value ? 'true' : undefined}
          >
            {country.value}
            <VisuallyHidden> ({country.name})</VisuallyHidden>
          </AppLink>
        </li>
      ))}
    </HeaderDisclosure>
  );
}
