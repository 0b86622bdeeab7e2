export type {
  Benefit,
  BenefitsSectionData,
  CallToAction,
  CardsSectionData,
  ClientLogo,
  CtaSectionData,
  Feature,
  HeroContent,
  IconName,
  ImageAsset,
  IntroContent,
  IntroSectionData,
  PageContent,
  PageMeta,
  PageSection,
  ProcessSectionData,
  ProcessStep,
  ProseSectionData,
  ServiceCard,
  Statistic,
  StatisticsSectionData,
  TeamMember,
} from './page-content.ts';
export { localiseLinks, pathInRegion, regionalPage, type RegionalPageSource } from './localise.ts';
export { clientLogos, trustedByHeading } from './shared/clients.ts';
export { teamMemberAnchor, teamMembers, teamSectionPath } from './shared/team.ts';
export { marketingServices } from './shared/services.ts';
export { screeningProcess } from './shared/screening.ts';
export {
  homeInContact,
  homeInFeatures,
  homeInHero,
  homeInMeta,
  homeInServices,
  homeInTeam,
} from './home-in.ts';
export {
  homeUkAbout,
  homeUkCallback,
  homeUkContact,
  homeUkEnquiry,
  homeUkHero,
  homeUkMeta,
  homeUkServices,
  homeUkWhyChoose,
} from './home-uk.ts';
export {
  careersApplication,
  careersHiringProcess,
  careersOffices,
  careersPage,
  careersProposal,
  positionWords,
} from './careers.ts';
export { whyChooseUsPage } from './why-choose-us.ts';
export { whoWeArePage } from './who-we-are.ts';
export { blogIntro, blogListing, blogMeta } from './blog.ts';
export {
  contactFormSection,
  contactIntro,
  contactMeta,
  contactOfficesSection,
  contactPolicies,
  officeMapLocations,
} from './contact.ts';
export { websiteDevelopmentPage } from './website-development.ts';
export { websiteDesignPage } from './website-design.ts';
export { hostingPage } from './hosting.ts';
export { seoPage } from './seo.ts';
export { leadGenPage } from './lead-gen.ts';
export { crmPage } from './crm.ts';
export { ecommercePage } from './ecommerce.ts';
export { androidAppPage } from './android-app.ts';
export { socialMediaPage } from './social-media.ts';
export { ppcPage } from './ppc.ts';
export { hrServicesPage } from './hr-services.ts';
export { permanentStaffingPage } from './permanent-staffing.ts';
export { temporaryContractStaffingPage } from './temporary-contract-staffing.ts';
export { specializedNicheHiringPage } from './specialized-niche-hiring.ts';
export { allPageMeta, sectionPages } from './all-pages.ts';
export { enquiryNotSent, enquirySent, type OutcomeWords } from './enquiry-outcome.ts';
export {
  applicationNotSent,
  applicationSent,
  openPositionsHeading,
  positionClosedNotSent,
} from './application-outcome.ts';
export {
  privacyNotices,
  retentionInMonths,
  retentionPromises,
  type PrivacyNotice,
  type PrivacyNoticeSection,
} from './privacy-notice.ts';
export { confirmationWords, type ConfirmationWords } from './confirmation-mail.ts';
