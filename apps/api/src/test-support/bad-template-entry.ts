// The server as `npm start` runs it, given one bad answer template: what a
// region's team sees when a file they changed is wrong (reply-templates.test.ts).
import { runServerProcess } from '../server.ts';
import { templateSources as indiaSources } from '@agency/templates-in';
import { templateSources as ukSources } from '@agency/templates-uk';

runServerProcess({
  templateSources: {
    in: {
      ...indiaSources,
      'libs/collections/in/templates/screening.md':
        "---\ntitle: Screening\nsubject: 'Next step'\nsteps: [screening, interview]\n---\nHello {{firstname}},\n",
    },
    uk: ukSources,
  },
});
