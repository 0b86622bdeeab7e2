import { thirdPartyRequestTests } from '@agency/e2e-support';

thirdPartyRequestTests('uk');
