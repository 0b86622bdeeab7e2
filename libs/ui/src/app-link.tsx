import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'wouter';
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
  // Encoded like the cross-region href, so '/services/Temporary-Contract Staffing' is a valid URL.
  const href = target.inApp ? encodeURI(to) : target.href;
  if (target.inApp && !reloadDocument)
    return (
      // '~' makes the path absolute for the router (it is already the full path,
      // basename included), so the href is exactly `to`: '/uk', not '/uk/'.
      <Link href={`~${href}`} {...rest}>
        {children}
      </Link>
    );
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}
