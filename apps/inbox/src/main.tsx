// Before any zod schema is made (vite.config.ts puts it in the vendor chunk, after zod).
import './zod-jitless.ts';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { inboxRoutes } from '@agency/staff-inbox';
import { GlobalStyles, ThemeRoot } from '@agency/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { styleNonce } from './style-nonce.ts';

// A failed read is shown at once: the loaders turn 401 and 404 into sign-in and "not found".
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
const router = createBrowserRouter(inboxRoutes(queryClient));
const nonce = styleNonce();
const emotionCache = createCache({ key: 'inbox', ...(nonce ? { nonce } : {}) });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CacheProvider value={emotionCache}>
      <ThemeRoot>
        <GlobalStyles />
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ThemeRoot>
    </CacheProvider>
  </StrictMode>,
);
