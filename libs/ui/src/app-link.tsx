import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { resolveLink, useLinkScope } from './link-scope.tsx';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path of either regional tree, e.g. '/uk/about/Who-are' or '/ContactUs'. */
  to: string;
}

/** The one link component: client-side navigation inside this app, a plain link across regions. */
export function AppLink({ to, children, ...rest }: AppLinkProps) {
  const target = resolveLink(useLinkScope(), to);
  if (target.inApp)
    return (
      <Link to={target.to} {...rest}>
        {children}
      </Link>
    );
  return (
    <a href={target.href} {...rest}>
      {children}
    </a>
  );
}
