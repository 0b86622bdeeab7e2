/** The ports `npm run dev` uses: each region has a fixed one, and each can be moved by the environment. */
export const defaultDevPorts = { in: 4200, uk: 4201, api: 4100 } as const;

function port(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535)
    throw new Error(`${name} must be a port number, not "${value}"`);
  return n;
}

export function devPorts(env: NodeJS.ProcessEnv): { in: number; uk: number; api: number } {
  const ports = {
    in: port('DEV_SITE_IN_PORT', env.DEV_SITE_IN_PORT, defaultDevPorts.in),
    uk: port('DEV_SITE_UK_PORT', env.DEV_SITE_UK_PORT, defaultDevPorts.uk),
    api: port('DEV_API_PORT', env.DEV_API_PORT, defaultDevPorts.api),
  };
  if (new Set(Object.values(ports)).size !== 3)
    throw new Error(`npm run dev needs three different ports, not ${JSON.stringify(ports)}`);
  return ports;
}
