/** Which image addresses the store accepts and renders (ARCHITECTURE.md "Security model"). */
import { describe, expect, it } from 'vitest';
import {
  isBbcodeImageUrl,
  isProductImageUrl,
  isStoreImagePath,
  parseImageHosts,
} from './image-url';

/** Addresses that must never reach an `src`, whatever the list of hosts. */
const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'javascript://cdn.example.com/%0aalert(1)',
  'vbscript:msgbox(1)',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'data:image/png;base64,iVBORw0KGgo=',
  'blob:https://cdn.example.com/1234',
  'file:///etc/passwd',
  '//evil.example/a.png',
  '/\\evil.example/a.png',
  'https:evil.example/a.png',
  'https://',
  'images/a.png',
  '/api/logout',
  '/uploads/',
  '/uploads/../api/user',
  '/uploads/a/b.png',
  '/uploads/.hidden.png',
  '',
];

describe('isProductImageUrl', () => {
  it('accepts http(s) URLs with a host and the images the store serves', () => {
    for (const url of [
      'https://cdn.example.com/a.png',
      'HTTPS://CDN.example.com/a.png?size=2#top',
      'http://images.example.net:8080/b.jpg',
      '/uploads/3f2a9c0e5b7d41a6b8c9d0e1f2a3b4c5.png',
      '/demo-images/windows-11-pro.svg',
    ])
      expect(isProductImageUrl(url), url).toBe(true);
  });

  it('refuses script, data and file URLs, protocol-relative and other relative addresses', () => {
    for (const url of HOSTILE) expect(isProductImageUrl(url), url).toBe(false);
  });
});

describe('isStoreImagePath', () => {
  it('names only a file directly under /uploads or /demo-images', () => {
    expect(isStoreImagePath('/uploads/abc.webp')).toBe(true);
    expect(isStoreImagePath('/demo-images/x-details.svg')).toBe(true);
    expect(isStoreImagePath('/uploads/abc.webp?x=1')).toBe(false);
    expect(isStoreImagePath('/assets/index.js')).toBe(false);
  });
});

describe('isBbcodeImageUrl', () => {
  const hosts = ['images.example.com'];

  it('accepts the store images and https URLs on exactly a listed host', () => {
    expect(isBbcodeImageUrl('/uploads/abc.png', [])).toBe(true);
    expect(isBbcodeImageUrl('/demo-images/x.svg', [])).toBe(true);
    expect(isBbcodeImageUrl('https://images.example.com/banner.png', hosts)).toBe(true);
    expect(isBbcodeImageUrl('https://IMAGES.example.com:8443/banner.png', hosts)).toBe(true);
  });

  it('refuses other hosts, look-alike hosts, plain http and everything hostile', () => {
    for (const url of [
      'https://tracker.example.net/pixel.gif',
      'https://cdn.images.example.com/banner.png',
      'https://images.example.com.evil.test/banner.png',
      'https://images.example.com@evil.test/banner.png',
      'http://images.example.com/banner.png',
      ...HOSTILE,
    ])
      expect(isBbcodeImageUrl(url, hosts), url).toBe(false);
    expect(isBbcodeImageUrl('https://images.example.com/banner.png', [])).toBe(false);
  });
});

describe('parseImageHosts', () => {
  it('reads a comma list of host names, lower case, blanks dropped', () => {
    expect(parseImageHosts('')).toEqual({ hosts: [] });
    expect(parseImageHosts(' Images.Example.com,, cdn-2.example.net ,localhost')).toEqual({
      hosts: ['images.example.com', 'cdn-2.example.net', 'localhost'],
    });
  });

  it('names the first entry that is not a plain host name', () => {
    for (const wrong of [
      'https://images.example.com',
      'images.example.com/banners',
      '*.example.com',
      'images.example.com:443',
      '-bad.example.com',
      'bad..example.com',
    ])
      expect(parseImageHosts(`ok.example.com, ${wrong}`), wrong).toEqual({ invalid: wrong });
  });
});
