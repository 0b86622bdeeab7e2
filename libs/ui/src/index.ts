export { theme, mediaUp, reducedMotion, type AppTheme } from './theme.ts';
export { GlobalStyles } from './global-styles.tsx';
export { Container } from './container.tsx';
export { Button, ButtonLink } from './button.tsx';
export { TextField, type TextFieldProps } from './text-field.tsx';
export { AppLink, type AppLinkProps } from './app-link.tsx';
export { LinkScopeProvider, resolveLink, useLinkScope, type LinkScope } from './link-scope.tsx';
