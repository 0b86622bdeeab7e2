import { createContext, useContext, type ReactNode } from 'react';

/**
 * Which absolute paths belong to the app that is rendering. Links inside it
 * go through the router; links to the other region's tree are plain links to
 * that site's origin ('' = same origin).
 */
export interface LinkScope {
  /** Router basename of this app: '' (India) or '/uk'. */
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

/** Where an absolute path goes: a router path inside this app, or a full href. */
export function resolveLink(
  scope: LinkScope,
  path: string,
): { inApp: true; to: string } | { inApp: false; href: string } {
  const foreign =
    scope.basename === ''
      ? scope.foreignPrefixes.some((p) => isUnder(path, p))
      : !isUnder(path, scope.basename);
  if (foreign) return { inApp: false, href: `${scope.foreignOrigin}${encodeURI(path)}` };
  const to = scope.basename === '' ? path : path.slice(scope.basename.length) || '/';
  return { inApp: true, to };
}
