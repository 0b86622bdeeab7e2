import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';

// One client for all forms, created only in the chunks of pages with a form.
// Submissions are never retried automatically: the visitor decides.
const formsQueryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });

export function FormsQueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={formsQueryClient}>{children}</QueryClientProvider>;
}
