/** The art a product shows: its own pictures, or the tile's facts read from its name. */
import { describe, expect, it } from 'vitest';
import { productArt, productFacts } from './product-art';

describe('productFacts', () => {
  it('reads the platform, region and duration a name states, in that order', () => {
    expect(productFacts('Windows 11 Pro Retail Key')).toEqual(['Windows']);
    expect(productFacts('Xbox Game Pass Ultimate 3 Months')).toEqual(['Xbox', '3 Months']);
    expect(productFacts('PlayStation Store $50 Gift Card (US)')).toEqual([
      'PlayStation',
      'US',
      '$50',
    ]);
    expect(productFacts('EA Play 12 Months (PC)')).toEqual(['PC', '12 Months']);
    expect(productFacts('Kaspersky Premium 1 Device 1 Year')).toEqual(['1 Year']);
    expect(productFacts('Surfshark VPN 2 years')).toEqual(['2 Years']);
    expect(productFacts('Headspace Annual Subscription')).toEqual(['12 Months']);
    expect(productFacts('Elden Ring Steam Key Global')).toEqual(['Steam', 'Global']);
  });

  it('states nothing it cannot read, and never the name', () => {
    expect(productFacts('Grammarly Premium')).toEqual([]);
    expect(productFacts('Focus Suite')).toEqual([]);
  });
});

describe('productArt', () => {
  const named = (productImages: string[]) => productArt({ name: 'NordVPN 1 Year', productImages });

  it("shows the admin's pictures, generated ones after them included, in order", () => {
    expect(named(['/uploads/a1.png', '/demo-images/nordvpn.svg']).images).toEqual([
      '/uploads/a1.png',
      '/demo-images/nordvpn.svg',
    ]);
    expect(named(['https://cdn.example.com/a.png']).images).toEqual([
      'https://cdn.example.com/a.png',
    ]);
  });

  it('draws the tile for no pictures, only generated ones, or only refused addresses', () => {
    for (const images of [[], ['/demo-images/nordvpn.svg'], ['javascript:alert(1)']])
      expect(named(images), images.join()).toEqual({ images: [], facts: ['1 Year'] });
  });

  it('drops refused addresses from the pictures it shows', () => {
    expect(named(['javascript:alert(1)', '/uploads/b2.png']).images).toEqual(['/uploads/b2.png']);
  });
});
