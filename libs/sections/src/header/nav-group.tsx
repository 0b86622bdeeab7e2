import { css } from '@emotion/react';
import type { NavGroup as NavGroupData } from '@agency/content';
import { AppLink, Icon } from '@agency/ui';
import { alignEndCss, navControlCss, panelCss } from './header-styles.ts';

export interface NavGroupProps {
  group: NavGroupData;
  open: boolean;
  onToggle: () => void;
  /** Called when a link of the group is chosen (closes the menus). */
  onNavigate: () => void;
  currentPath: string;
  /** Which edge of the button the floating panel lines up with; 'end' keeps a panel near the right edge on screen. */
  align?: 'start' | 'end';
}

export const groupPanelId = (id: string) => `nav-panel-${id}`;

/** One dropdown group of the header: a disclosure button and its list of links. */
export function NavGroup({ group, open, onToggle, onNavigate, currentPath, align = 'start' }: NavGroupProps) {
  const panelId = groupPanelId(group.id);
  return (
    <li
      data-nav-group={group.id}
      css={css`
        position: relative;
      `}
    >
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
        css={navControlCss}
      >
        {group.label}
        <Icon name="chevron-down" size="sm" />
      </button>
      <ul id={panelId} hidden={!open} css={(t) => [panelCss(t), align === 'end' && alignEndCss]}>
        {group.links.map((link) => (
          <li key={link.to}>
            <AppLink
              to={link.to}
              onClick={onNavigate}
              aria-current={link.to === currentPath ? 'page' : undefined}
            >
              {link.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
