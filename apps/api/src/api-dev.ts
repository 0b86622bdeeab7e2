// `npm run dev`: the API alone; the Vite dev servers serve the sites and proxy /api here.
process.env.API_ONLY ??= '1';
await import('./start.ts');
