// What the e2e projects share: the Playwright configuration, the suite's
// server, the helpers, and the suites both regions run, each region's project
// for its own tree (docs/architecture.md, "The e2e projects").
export { e2eConfig, type E2eConfigOptions } from './config/e2e-config.ts';
export { freePorts } from './server/free-ports.ts';
export { startServer, type RunningServer } from './server/start-server.ts';
export { startMovableClockServer, type MovableClockServer } from './server/movable-clock-server.ts';
export { startDeliveringServer, staffInboxes, type DeliveringServer } from './server/delivering-server.ts';

export { axeViolations } from './support/axe.ts';
export { watchConsole } from './support/console-watch.ts';
export { storedSubmission, storedSubmissionsFor, type StoredSubmission } from './support/database.ts';
export { runLeadsCli } from './support/leads-cli.ts';
export { islandRuntimePath, networkQuiet } from './support/island-runtime.ts';
export { uniqueStamp, watchScripts, watchUrls } from './support/request-watch.ts';
export {
  answerBare,
  countPosts,
  failConnections,
  holdRequests,
  isAnswerTo,
  nextAlert,
  spoilBodies,
  waitLikeAPerson,
} from './forms/form-network.ts';
export { fillProposalRequired, openProposalForm } from './forms/proposal-form.ts';
export {
  expectOpen,
  groupControl,
  groupPanel,
  headerGroups,
  plainLinkHrefs,
  scriptModes,
  shellRegions,
  widths,
  type ShellRegion,
} from './shell/shell-fixtures.ts';
export { sitePagesOf, type SitePage } from './pages/site-pages.ts';
export { expectSectionStack, openAsServed, sectionByHeading } from './pages/prerendered-page.ts';

// Suites: each registers its tests in the spec file that calls it.
export { islandsTests } from './suites/islands-tests.ts';
export { attributionTests, type CampaignVisit } from './suites/attribution/attribution-tests.ts';
export { robotsAndSitemapTests } from './suites/robots-and-sitemap-tests.ts';
export { blogFeedTests } from './suites/blog/blog-feed-tests.ts';
export { closedPositionTests, type ClosedPosition } from './suites/careers/closed-position-tests.ts';
export {
  runtimeScripts,
  prerenderedPagesTests,
  type PrerenderedPages,
} from './suites/prerendered-pages-tests.ts';
export { shellAccessibilityTests } from './suites/shell/shell-accessibility-tests.ts';
export { dropdownTests } from './suites/shell/dropdown-tests.ts';
export { headerLinkTests } from './suites/shell/header-link-tests.ts';
export { mobileMenuTests } from './suites/shell/mobile-menu-tests.ts';
export { pageAccessibilityTests } from './suites/pages/page-accessibility-tests.ts';
export { pageLoadTests } from './suites/pages/page-load-tests.ts';
export { linksAndImagesTests } from './suites/pages/links-and-images-tests.ts';
export { prerenderedContentTests } from './suites/pages/prerendered-content-tests.ts';
export { formsAccessibilityTests, type PageWithForms } from './suites/forms/forms-accessibility-tests.ts';
export { jobApplicationTests, type CareersPage } from './suites/forms/job-application-tests.ts';
export { positionApplicationTests } from './suites/forms/position-application-tests.ts';
export { closedWhileOpenTests } from './suites/forms/closed-while-open-tests.ts';
export { noScriptFormTests, type NoScriptForm } from './suites/forms/no-script-tests.ts';
export { sentASecondAfterTests, type QuickForm } from './suites/forms/sent-a-second-after-tests.ts';
export {
  typedBeforeHydrationTests,
  type FormOnItsPage,
} from './suites/forms/typed-before-hydration-tests.ts';
