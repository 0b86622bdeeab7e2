import type { ReactNode } from 'react';
import { Icon } from '@agency/ui';
import { navGroupAttribute } from '../page-script/page-dom.ts';
import { accordionCss, dropdownButtonCss, dropdownCss } from './header-styles.ts';

/** Where a header group is drawn: the bar's dropdowns (tablet and up) or the phone menu's accordion. */
export type HeaderPlacement = 'bar' | 'menu';

/** The accordion's name: one group of the phone menu open at a time, as `<details name>` does natively. */
export const menuAccordionName = 'menu-group';

/** The id of a group's panel in the bar, which its button names in `popovertarget` and `aria-controls`. */
export const barPanelId = (id: string) => `nav-panel-${id}`;

export interface HeaderDisclosureProps {
  /** The group's id ('it-services', 'country'). */
  id: string;
  placement: HeaderPlacement;
  /** What the button says (its accessible name). */
  label: ReactNode;
  /** Which edge of the button a bar panel lines up with. */
  align?: 'start' | 'end';
  /** The panel's list items. */
  children: ReactNode;
}

/**
 * One group of the header (a dropdown of links, or the country selector),
 * working with no script at all and telling a screen reader its state from
 * the first press. In the bar: a button and a native popover, so one group
 * is open at a time and Escape, a press outside or the button again close
 * it, focus back on the button. In the phone menu: `<details name>`, an
 * exclusive accordion that pushes the items below down.
 */
export function HeaderDisclosure({ id, placement, label, align = 'start', children }: HeaderDisclosureProps) {
  const chevron = <Icon name="chevron-down" size="sm" />;
  if (placement === 'menu')
    return (
      <details name={menuAccordionName} {...{ [navGroupAttribute]: id }} css={accordionCss}>
        <summary>
          <span>{label}</span>
          {chevron}
        </summary>
        <ul>{children}</ul>
      </details>
    );
  const panelId = barPanelId(id);
  const anchor = `--nav-${id}`;
  return (
    <div {...{ [navGroupAttribute]: id }}>
      <button type="button" popoverTarget={panelId} aria-controls={panelId} css={dropdownButtonCss(anchor)}>
        {label}
        {chevron}
      </button>
      <ul id={panelId} popover="auto" css={dropdownCss(anchor, align)}>
        {children}
      </ul>
    </div>
  );
}
