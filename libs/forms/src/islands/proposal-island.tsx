import { defineIsland } from '@agency/islands';
import { ThemeRoot } from '@agency/ui';
import '../zod-without-eval.ts';
import { ProposalForm } from '../proposal-form.tsx';

/** The Careers page's proposal request. */
export const island = defineIsland(ProposalForm, ThemeRoot);
