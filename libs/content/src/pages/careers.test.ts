import { describe, expect, it } from 'vitest';
import { offices } from '../regions/offices.ts';
import { careersHiringProcess, careersPage, careersProposal } from './careers.ts';

describe('Careers page content', () => {
  it("heads the proposal form 'Experience Real Results' beside the 3-step panel", () => {
    expect(careersProposal.heading).toBe('Experience Real Results');
    expect(careersProposal.steps.map((s) => s.title)).toEqual([
      'Contact Us',
      'Launch Targeted Campaigns',
      'Achieve Lasting Growth',
    ]);
  });

  it('lists the UK headquarters and the India branch with hours Mon-Fri 10:00am-7:00pm', () => {
    expect(offices.map((o) => o.role)).toEqual(['Headquarters', 'Branch office']);
    for (const office of offices) expect(office.hours.label).toBe('Mon-Fri 10:00am-7:00pm');
  });

  it('describes the four-step hiring process in order', () => {
    expect(careersHiringProcess.steps.map((s) => [s.number, s.title])).toEqual([
      [1, 'Initial screening'],
      [2, 'Meet the leadership'],
      [3, 'Group interview'],
      [4, 'Role-specific task'],
    ]);
    expect(careersHiringProcess.steps[0]!.description).toContain('talent acquisition');
    expect(careersHiringProcess.steps[3]!.description).toContain('team');
  });

  it('has a different title in each region', () => {
    expect(careersPage.in.meta.title).not.toBe(careersPage.uk.meta.title);
  });
});
