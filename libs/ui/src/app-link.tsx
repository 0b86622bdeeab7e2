import type { AnchorHTMLAttributes } from 'react';
import { resolveLink, useLinkScope } from './link-scope.tsx';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path of either regional tree, e.g. '/uk/about/Who-are' or '/ContactUs'. */
  to: string;
}

/**
 * The one link component: a plain link, to a path of this site or to the
 * other region's site on its own origin. Every navigation is a page load
 * (made instant by the speculation rules each page carries).
 */
export function AppLink({ to, children, ...rest }: AppLinkProps) {
  return (
    <a href={resolveLink(useLinkScope(), to)} {...rest}>
      {children}
    </a>
  );
}
