import { describe, expect, it } from 'vitest';
import { defaultDevPorts, devPorts } from './dev-ports.ts';

describe('devPorts', () => {
  it('gives each region its fixed port unless the environment moves it', () => {
    expect(devPorts({})).toEqual(defaultDevPorts);
    expect(devPorts({ DEV_SITE_UK_PORT: '5201', DEV_API_PORT: '' })).toEqual({
      ...defaultDevPorts,
      uk: 5201,
    });
  });

  it('refuses a port that is not one, and two services on one port', () => {
    expect(() => devPorts({ DEV_SITE_IN_PORT: 'eighty' })).toThrow(
      'DEV_SITE_IN_PORT must be a port number, not "eighty"',
    );
    expect(() => devPorts({ DEV_SITE_UK_PORT: '4200' })).toThrow('npm run dev needs three different ports');
  });
});
