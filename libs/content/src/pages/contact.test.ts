import { describe, expect, it } from 'vitest';
import { offices } from '../regions/offices.ts';
import { contactMeta, officeMapLocations } from './contact.ts';

describe('Contact page content', () => {
  it('has a map location for every office', () => {
    for (const office of offices) expect(officeMapLocations[office.id]).toBeDefined();
  });

  it('is titled differently per region', () => {
    expect(contactMeta.in.title).not.toBe(contactMeta.uk.title);
    expect(contactMeta.in.path).toBe('/ContactUs');
  });
});
