import { hydrateSite } from '@agency/sections';
import { site } from './site.tsx';

void hydrateSite(site, document.getElementById('root')!);
