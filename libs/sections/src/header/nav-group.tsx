import type { NavGroup as NavGroupData } from '@agency/content';
import { AppLink } from '@agency/ui';
import { HeaderDisclosure, type HeaderPlacement } from './header-disclosure.tsx';

export interface NavGroupProps {
  group: NavGroupData;
  placement: HeaderPlacement;
  currentPath: string;
  /** Which edge of the button the bar's panel lines up with; 'end' keeps a panel near the right edge on screen. */
  align?: 'start' | 'end';
}

/** One dropdown group of the header and its links. */
export function NavGroup({ group, placement, currentPath, align }: NavGroupProps) {
  return (
    <HeaderDisclosure id={group.id} placement={placement} label={group.label} align={align}>
      {group.links.map((link) => (
        <li key={link.to}>
          <AppLink to={link.to} aria-current={link.to === currentPath ? 'page' : undefined}>
            {link.label}
          </AppLink>
        </li>
      ))}
    </HeaderDisclosure>
  );
}
