import { css, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { AppLink } from './app-link.tsx';

const buttonCss = (t: Theme) => css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: ${t.space.sm} ${t.space.lg};
  border: 0;
  border-radius: ${t.radii.pill};
  background: ${t.colors.brand};
  color: ${t.colors.onBrand};
  font: inherit;
  font-weight: 600;
  text-decoration: none;
  cursor: pointer;
  transition: background ${t.motion.fast} ${t.motion.easing};
  &:hover {
    background: ${t.colors.brandStrong};
  }
  &:disabled {
    cursor: progress;
    opacity: 0.75;
  }
`;

export const Button = styled.button(({ theme }) => buttonCss(theme));
export const ButtonLink = styled(AppLink)(({ theme }) => buttonCss(theme));
