import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { indiaBranch } from '@agency/content';
import { OfficeDetails } from './office-details.tsx';
import { renderBlock } from './render-block.tsx';

describe('OfficeDetails', () => {
  it('gives the address, callable phones, the fax, a mail link and the hours with phones open 24/7', () => {
    const { container } = renderBlock(
      <OfficeDetails office={indiaBranch} hoursLabel="Mon-Fri 10:00AM-7PM" />,
    );
    expect(screen.getByRole('heading', { name: /Noida office/ })).toBeInTheDocument();
    expect(container.querySelector('address')).toHaveTextContent('B-42, Sector 62, Noida');
    expect(screen.getByRole('link', { name: '+91 120 400 0000' })).toHaveAttribute(
      'href',
      'tel:+911204000000',
    );
    expect(screen.getByRole('link', { name: '+91 99990 00000' })).toHaveAttribute(
      'href',
      'tel:+919999000000',
    );
    expect(screen.getByText('Fax: +91 120 400 0001')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute(
      'href',
      'mailto:hello@example.com',
    );
    expect(screen.getByText('Office hours: Mon-Fri 10:00AM-7PM. Phones open 24/7')).toBeInTheDocument();
  });
});
