import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Route, Switch } from 'wouter';
import { companies, footerNavigation, headerNavigation, socialProfiles, ukRegion } from '@agency/content';
import { AppLink } from '@agency/ui';
import { renderShell } from '../header/render-shell.tsx';
import { SiteLayout } from './site-layout.tsx';

function renderUkLayout() {
  return renderShell(
    'uk',
    <SiteLayout
      region={ukRegion}
      header={headerNavigation('uk')}
      footer={footerNavigation('uk')}
      social={socialProfiles}
      company={companies.uk}
      scrolledHeader
    >
      <Switch>
        <Route path="/">
          <h1>UK home</h1>
          <AppLink to="/uk/Careers">Go to careers</AppLink>
        </Route>
        <Route path="/Careers">
          <h1>Careers</h1>
        </Route>
      </Switch>
    </SiteLayout>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('SiteLayout', () => {
  it('starts with a skip link to main, then the header, main and footer landmarks', async () => {
    renderUkLayout();
    await userEvent.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('scrolls to the top on every path change, not on the first load', async () => {
    // jsdom has no layout to scroll: record the calls the browser would act on.
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderUkLayout();
    expect(scrollTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('link', { name: 'Go to careers' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Careers' })).toBeVisible();
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
