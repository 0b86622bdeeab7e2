import { defineIsland } from '@agency/islands';
import { ThemeRoot } from '@agency/ui';
import '../zod-without-eval.ts';
import { UkCallbackForm } from '../uk-callback-form.tsx';

/** The UK home page's callback request. */
export const island = defineIsland(UkCallbackForm, ThemeRoot);
