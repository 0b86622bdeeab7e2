import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientLogos } from './clients.ts';

const sprite = readFileSync(resolve(import.meta.dirname, '../../../public/images/clients.svg'), 'utf8');

describe('clientLogos', () => {
  it('are 18, each a view of the one wordmark sprite at 160x64', () => {
    expect(clientLogos).toHaveLength(18);
    for (const { name, image } of clientLogos) {
      const [file, view] = image.src.split('#');
      expect(file).toBe('/images/clients.svg');
      expect(sprite, name).toMatch(new RegExp(`<view id="${view}" viewBox="0 \\d+ 160 64"/>`));
      expect(image).toMatchObject({ alt: name, width: 160, height: 64 });
    }
  });

  it('are drawn as shapes only: no text for a device to lay out in its own fonts', () => {
    expect(sprite).not.toMatch(/<text|font-family/);
  });
});
