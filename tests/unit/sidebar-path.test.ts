import { describe, expect, it } from 'vitest';
import type { SidebarItem } from '../../src/content/types.ts';
import { breadcrumbsFor, findSidebarPath } from '../../src/render/docs-page-data.ts';

const doc = (label: string, href: string): SidebarItem => ({ type: 'doc', docId: label, label, href });
const category = (label: string, items: SidebarItem[], href?: string): SidebarItem => ({ type: 'category', label, items, collapsed: true, collapsible: true, ...(href && { href }) });

const sidebar: SidebarItem[] = [
  doc('Intro', '/docs'),
  { type: 'html', value: '<hr>' },
  category('APIs', [
    category('Core', [doc('DML', '/docs/apis/core/dml'), doc('Lock', '/docs/apis/core/lock')], '/docs/category/core'),
    // Linked from the category and again as an item of it: the category comes first.
    category('Files', [doc('Files overview', '/docs/apis/files'), doc('File storage', '/docs/apis/files/storage')], '/docs/apis/files'),
  ]),
  category('Elsewhere', [doc('DML again', '/docs/apis/core/dml'), { type: 'link', label: 'Tracker', href: 'https://tracker.moodle.org' }]),
];

describe('the sidebar items above a page', () => {
  it('are the items from the root down to the one linking to the page', () => {
    expect(findSidebarPath(sidebar, '/docs/apis/core/lock')?.map((item) => (item.type === 'html' ? '' : item.label))).toEqual(['APIs', 'Core', 'Lock']);
    expect(breadcrumbsFor(sidebar, '/docs/apis/core/lock')).toEqual([{ label: 'APIs', href: undefined }, { label: 'Core', href: '/docs/category/core' }, { label: 'Lock', href: '/docs/apis/core/lock' }]);
  });

  it('take the first item linking to the page, in the sidebar’s order, a category before its own items', () => {
    expect(findSidebarPath(sidebar, '/docs/apis/core/dml')?.map((item) => (item.type === 'html' ? '' : item.label))).toEqual(['APIs', 'Core', 'DML']);
    expect(findSidebarPath(sidebar, '/docs/apis/files')?.map((item) => (item.type === 'html' ? '' : item.label))).toEqual(['APIs', 'Files']);
  });

  it('match the page’s path whatever its case or trailing slash, and nothing else', () => {
    expect(findSidebarPath(sidebar, '/Docs/APIs/Core/Lock/')?.map((item) => (item.type === 'html' ? '' : item.label))).toEqual(['APIs', 'Core', 'Lock']);
    expect(findSidebarPath(sidebar, '/docs/')?.map((item) => (item.type === 'html' ? '' : item.label))).toEqual(['Intro']);
    expect(findSidebarPath(sidebar, '/docs/apis/core')).toBeUndefined();
    expect(findSidebarPath(sidebar, '/docs/apis/files/storage/extra')).toBeUndefined();
    expect(breadcrumbsFor(undefined, '/docs')).toEqual([]);
  });
});
