export {
  theme,
  mediaUp,
  mediaDown,
  mediaQueryUp,
  reducedMotion,
  reducedMotionQuery,
  type AppTheme,
  type Breakpoint,
  type Space,
} from './theme.ts';
export { GlobalStyles } from './global-styles.tsx';
export { ThemeRoot } from './theme-root.tsx';
export { Container } from './container.tsx';
export { Section, type SectionProps, type SectionTone } from './section.tsx';
export { Stack, type StackProps } from './stack.tsx';
export { Grid, type GridColumns, type GridProps } from './grid.tsx';
export { Heading, type HeadingLevel, type HeadingProps, type HeadingSize } from './heading.tsx';
export { Text, type TextProps } from './text.tsx';
export { Card, type CardProps } from './card.tsx';
export { Icon, iconNames, type IconName, type IconProps } from './icon.tsx';
export { VisuallyHidden, visuallyHiddenCss } from './visually-hidden.tsx';
export { SkipLink, type SkipLinkProps } from './skip-link.tsx';
export { FadeInTitle, type FadeInTitleProps } from './fade-in-title.tsx';
export { Image, srcSetWithBase, withBase, type ImageProps } from './image.tsx';
export { Button, ButtonLink, buttonCss } from './button.tsx';
export { TextField, type TextFieldProps } from './text-field.tsx';
export { SelectField, type SelectFieldProps } from './select-field.tsx';
export { ChoiceField, type ChoiceFieldProps } from './choice-field.tsx';
export { ChoiceGroup } from './choice-group.tsx';
export { FieldPair, FormGrid } from './form-layout.tsx';
export { FieldError, type FieldErrorProps } from './field-error.tsx';
export { FileField, type FileFieldProps } from './file-field.tsx';
export { AppLink, type AppLinkProps } from './app-link.tsx';
export { LinkScopeProvider, resolveLink, useLinkScope, type LinkScope } from './link-scope.tsx';
export { resolvedAtOnce } from './resolved-at-once.ts';
