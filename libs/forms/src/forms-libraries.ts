// The libraries the forms are built on, as one module that index.ts loads in a
// task of its own, between zod and the forms themselves (see formsCode there).
// tools/vite/site-chunks.ts puts these libraries in this module's chunk.
export { useForm } from 'react-hook-form';
export { zodResolver } from '@hookform/resolvers/zod';
export { QueryClient, QueryClientProvider, useMutation } from '@tanstack/react-query';
