import { css, type Theme } from '@emotion/react';
import type { FooterNavigation, RegionConfig, SocialProfile } from '@agency/content';
import { AppLink, Container, Grid, Heading, Icon, Stack, Text, VisuallyHidden } from '@agency/ui';

export interface SiteFooterProps {
  region: RegionConfig;
  navigation: FooterNavigation;
  social: readonly SocialProfile[];
  company: { legalName: string; copyrightYear: number };
}

const linkCss = (t: Theme) => css`
  display: inline-flex;
  align-items: center;
  gap: ${t.space.sm};
  min-height: ${t.sizes.touch};
  color: ${t.colors.onNight};
  text-decoration: underline;
  text-underline-offset: 0.2em;
  &:hover {
    color: ${t.colors.accent};
  }
`;

/** The site footer: quick links, contact, social profiles, and the company line with Sitemap and Policies. */
export function SiteFooter({ region, navigation, social, company }: SiteFooterProps) {
  return (
    <footer
      css={(t) => css`
        background: ${t.colors.night};
        color: ${t.colors.onNight};
        --focus-ring: ${t.colors.focusOnDark};
        padding-block: ${t.space.xl} ${t.space.lg};
      `}
    >
      <Container>
        <Grid columns={{ base: 1, tablet: 3, desktop: 3 }} gap="xl">
          <Stack gap="sm">
            <Heading level={2} size="lg">
              {region.brand}
            </Heading>
            <address
              css={(t) => css`
                font-style: normal;
                color: ${t.colors.onNightMuted};
              `}
            >
              <Stack gap="none">
                <a href={`mailto:${region.email}`} css={linkCss}>
                  <Icon name="mail" size="sm" />
                  <VisuallyHidden>Email: </VisuallyHidden>
                  {region.email}
                </a>
                <a href={`tel:${region.phone.tel}`} css={linkCss}>
                  <Icon name="phone" size="sm" />
                  <VisuallyHidden>Phone: </VisuallyHidden>
                  {region.phone.display}
                </a>
                <Text as="span" size="sm">
                  {region.headerAddress}
                </Text>
              </Stack>
            </address>
          </Stack>
          <nav aria-labelledby="footer-links-title">
            <Heading level={2} size="lg" id="footer-links-title">
              Quick links
            </Heading>
            <Stack as="ul" gap="none">
              {navigation.links.map((link) => (
                <li key={link.label}>
                  <AppLink to={link.to} css={linkCss}>
                    {link.label}
                  </AppLink>
                </li>
              ))}
            </Stack>
          </nav>
          <div>
            <Heading level={2} size="lg" id="footer-social-title">
              Follow us
            </Heading>
            <Stack as="ul" gap="none" aria-labelledby="footer-social-title">
              {social.map((profile) => (
                <li key={profile.id}>
                  <a href={profile.href} target="_blank" rel="noopener noreferrer" css={linkCss}>
                    <Icon name={profile.id} />
                    {profile.label}
                    <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
                  </a>
                </li>
              ))}
            </Stack>
          </div>
        </Grid>
        <div
          css={(t) => css`
            display: flex;
            flex-wrap: wrap;
            align-items: center;
            justify-content: space-between;
            gap: ${t.space.sm} ${t.space.lg};
            margin-top: ${t.space.xl};
            padding-top: ${t.space.md};
            border-top: ${t.borderWidths.thin} solid ${t.colors.onNightMuted};
            color: ${t.colors.onNightMuted};
          `}
        >
          <Text size="sm">
            © {company.copyrightYear} {company.legalName}. All rights reserved.
          </Text>
          <Stack as="ul" direction="row" gap="lg" aria-label="Legal">
            <li>
              <AppLink to={navigation.sitemap.to} css={linkCss}>
                {navigation.sitemap.label}
              </AppLink>
            </li>
            <li>
              <AppLink to={navigation.policies.to} css={linkCss}>
                {navigation.policies.label}
              </AppLink>
            </li>
          </Stack>
        </div>
      </Container>
    </footer>
  );
}
