import { createContext, useContext, type ReactNode } from 'react';

/**
 * Which absolute paths belong to the site that is rendering. Links inside it
 * are paths; links to the other region's tree go to that site's origin
 * ('' = same origin).
 */
export interface LinkScope {
  /** Where this site's tree lives: '' (India) or '/uk'. */
  basename: string;
  /** Base paths of the other trees that share this origin, e.g. ['/uk'] for India. */
  foreignPrefixes: readonly string[];
  /** Origin of the other tree's site; '' when both are served from one origin. */
  foreignOrigin: string;
}

const LinkScopeContext = createContext<LinkScope>({ basename: '', foreignPrefixes: [], foreignOrigin: '' });

export function LinkScopeProvider({ scope, children }: { scope: LinkScope; children: ReactNode }) {
  return <LinkScopeContext.Provider value={scope}>{children}</LinkScopeContext.Provider>;
}

export function useLinkScope(): LinkScope {
  return useContext(LinkScopeContext);
}

function isUnder(path: string, prefix: string): boolean {
  return prefix !== '' && (path === prefix || path.startsWith(`${prefix}/`));
}

/**
 * The href of an absolute path: the path itself inside this site, else on
 * the other site's origin. URL-encoded, so '/services/Temporary-Contract
 * Staffing' is a valid URL.
 */
export function resolveLink(scope: LinkScope, path: string): string {
  const foreign =
    scope.basename === ''
      ? scope.foreignPrefixes.some((p) => isUnder(path, p))
      : !isUnder(path, scope.basename);
  return foreign ? `${scope.foreignOrigin}${encodeURI(path)}` : encodeURI(path);
}
