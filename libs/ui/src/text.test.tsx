import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cssOf, renderWithTheme } from './render-with-theme.tsx';
import { Text } from './text.tsx';
import { theme } from './theme.ts';

describe('Text', () => {
  it('renders a paragraph from the type scale', () => {
    renderWithTheme(<Text size="lg">Lead paragraph</Text>);
    const text = screen.getByText('Lead paragraph');
    expect(text.tagName).toBe('P');
    expect(cssOf(text)).toContain(`font-size:${theme.fontSizes.lg}`);
  });

  it('uses the muted ink for secondary text', () => {
    renderWithTheme(
      <Text as="span" tone="muted">
        Secondary
      </Text>,
    );
    expect(cssOf(screen.getByText('Secondary'))).toContain(`color:${theme.colors.inkMuted}`);
  });
});
