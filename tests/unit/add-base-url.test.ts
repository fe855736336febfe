import { describe, expect, it } from 'vitest';
import { addBaseUrl } from '../../src/content/url.ts';

describe("useBaseUrl's rule", () => {
  const site = { url: 'https://moodle.example', baseUrl: '/devdocs/' };

  it('puts site paths below the base URL, with or without their leading slash', () => {
    expect(addBaseUrl(site, '/img/logo.png')).toBe('/devdocs/img/logo.png');
    expect(addBaseUrl(site, 'img/logo.png')).toBe('/devdocs/img/logo.png');
    expect(addBaseUrl(site, '/')).toBe('/devdocs/');
  });

  it('leaves a path that has the base already, and makes the base without its slash the base', () => {
    expect(addBaseUrl(site, '/devdocs/img/logo.png')).toBe('/devdocs/img/logo.png');
    expect(addBaseUrl(site, '/devdocs')).toBe('/devdocs/');
    expect(addBaseUrl(site, '/devdocs/img/logo.png', { forcePrependBaseUrl: true })).toBe('/devdocs/devdocs/img/logo.png');
  });

  it('leaves URLs with a scheme, protocol-relative URLs, fragments and the empty string alone', () => {
    for (const url of ['https://moodle.org/a', 'mailto:dev@moodle.example', 'data:image/png;base64,AA', '//cdn.example/x.js', '#usage', '']) {
      expect(addBaseUrl(site, url)).toBe(url);
      expect(addBaseUrl(site, url, { absolute: true })).toBe(url);
    }
  });

  it("gives the whole URL with `absolute`, the site's url once", () => {
    expect(addBaseUrl(site, '/docs/apis', { absolute: true })).toBe('https://moodle.example/devdocs/docs/apis');
    expect(addBaseUrl({ url: 'https://moodle.example/', baseUrl: '/' }, 'docs', { absolute: true })).toBe('https://moodle.example/docs');
  });
});
