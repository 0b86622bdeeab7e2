import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { resolveLink, useLinkScope } from './link-scope.tsx';

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path of either regional tree, e.g. '/uk/about/Who-are' or '/ContactUs'. */
  to: string;
  /** A file rather than a page of the app (e.g. /sitemap.xml): always a full document load. */
  reloadDocument?: boolean;
}

/** The one link component: client-side navigation inside this app, a plain link across regions. */
export function AppLink({ to, reloadDocument, children, ...rest }: AppLinkProps) {
  const target = resolveLink(useLinkScope(), to);
  if (target.inApp)
    return (
      // Encoded like the cross-region href, so '/services/Temporary-Contract Staffing' is a valid URL.
      <Link to={encodeURI(target.to)} reloadDocument={reloadDocument} {...rest}>
        {children}
      </Link>
    );
  return (
    <a href={target.href} {...rest}>
      {children}
    </a>
  );
}
