import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { prerenderPlugin, responsiveImagesPlugin, siteTreeshake } from '@agency/site-build';

// UK site, served at /uk/. `vite build` also prerenders every route (tools/site-build).
export default defineConfig({
  root: import.meta.dirname,
  base: '/uk/',
  plugins: [
    react({ jsxImportSource: '@emotion/react' }),
    responsiveImagesPlugin(),
    prerenderPlugin({ serverEntry: 'src/entry-server.tsx', pageScript: 'src/page-script.ts' }),
  ],
  // Images, icons and the favicon are shared by both regions: one folder, served under each base.
  publicDir: '../../libs/content/public',
  // CV_MAX_BYTES, the CV size limit the API and nginx also read, reaches the forms and pages as it is.
  envPrefix: ['VITE_', 'CV_MAX_BYTES'],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: { treeshake: siteTreeshake },
  },
});
