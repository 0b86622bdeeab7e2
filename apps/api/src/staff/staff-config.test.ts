import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';

describe('the staff listener’s configuration', () => {
  it('is off unless STAFF_PORT is set, and binds the loopback address by default', () => {
    expect(loadConfig({}).staff).toEqual({ port: undefined, host: '127.0.0.1', origin: undefined });
    expect(loadConfig({ STAFF_PORT: '0' }).staff).toEqual({ port: 0, host: '127.0.0.1', origin: undefined });
  });

  it('keeps STAFF_ORIGIN as an origin, and refuses what is not one', () => {
    expect(
      loadConfig({ STAFF_PORT: '4100', STAFF_ORIGIN: 'https://inbox.agency.example/' }).staff.origin,
    ).toBe('https://inbox.agency.example');
    expect(() => loadConfig({ STAFF_ORIGIN: 'ftp://inbox.agency.example' })).toThrow(ConfigError);
    expect(() => loadConfig({ STAFF_PORT: '70000' })).toThrow(/STAFF_PORT/);
  });

  it('caps an admin’s invitations at 20 an hour unless STAFF_INVITATIONS_PER_HOUR says otherwise', () => {
    expect(loadConfig({}).staffInvitationsPerHour).toBe(20);
    expect(loadConfig({ STAFF_INVITATIONS_PER_HOUR: '5' }).staffInvitationsPerHour).toBe(5);
    expect(() => loadConfig({ STAFF_INVITATIONS_PER_HOUR: '0' })).toThrow(/STAFF_INVITATIONS_PER_HOUR/);
  });
});
