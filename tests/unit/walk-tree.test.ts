import type { Node, Parent } from 'unist';
import { describe, expect, it } from 'vitest';
import { walkTree } from '../../src/markdown/walk-tree.ts';

interface TestNode extends Node {
  name: string;
  children?: TestNode[];
}

const node = (type: string, name: string, children?: TestNode[]): TestNode => (children ? { type, name, children } : { type, name });

/** root(a(b, c(d)), e, f(g)) */
function sampleTree(): TestNode {
  return node('root', 'root', [node('x', 'a', [node('y', 'b'), node('x', 'c', [node('y', 'd')])]), node('y', 'e'), node('x', 'f', [node('y', 'g')])]);
}

describe('walkTree', () => {
  it('visits every node depth-first in document order, the root first, with its index and parent', () => {
    const seen: string[] = [];
    walkTree(sampleTree(), (visited: TestNode, index, parent) => {
      seen.push(`${visited.name}@${index ?? '-'}<${(parent as TestNode | undefined)?.name ?? '-'}`);
    });
    expect(seen).toEqual(['root@-<-', 'a@0<root', 'b@0<a', 'c@1<a', 'd@0<c', 'e@1<root', 'f@2<root', 'g@0<f']);
  });

  it('calls the visitor only for nodes of the given type, but still looks inside the others', () => {
    const seen: string[] = [];
    walkTree(sampleTree(), 'y', (visited: TestNode) => {
      seen.push(visited.name);
    });
    expect(seen).toEqual(['b', 'd', 'e', 'g']);
  });

  it('goes on at the returned index without entering the node, after a replacement', () => {
    const tree = sampleTree();
    const seen: string[] = [];
    walkTree(tree, (visited: TestNode, index, parent) => {
      seen.push(visited.name);
      if (visited.name === 'a' && parent && index !== undefined) {
        // The replacement has children of its own: they must not be walked.
        parent.children[index] = node('x', 'a2', [node('y', 'hidden')]);
        return index + 1;
      }
      return undefined;
    });
    expect(seen).toEqual(['root', 'a', 'e', 'f', 'g']);
    expect(tree.children!.map((child) => child.name)).toEqual(['a2', 'e', 'f']);
  });

  it('goes on at the same index after the visited node is removed, so its next sibling is not missed', () => {
    const tree = sampleTree();
    const seen: string[] = [];
    walkTree(tree, 'y', (visited: TestNode, index, parent) => {
      seen.push(visited.name);
      if (visited.name === 'b' && parent && index !== undefined) {
        (parent as Parent).children.splice(index, 1);
        return index;
      }
      return undefined;
    });
    expect(seen).toEqual(['b', 'd', 'e', 'g']);
    expect(tree.children![0]!.children!.map((child) => child.name)).toEqual(['c']);
  });

  it('enters the children a visitor gives a node, and sees children appended while walking', () => {
    const tree = sampleTree();
    const seen: string[] = [];
    walkTree(tree, (visited: TestNode) => {
      seen.push(visited.name);
      if (visited.name === 'e') visited.children = [node('y', 'e1')];
      if (visited.name === 'f') visited.children!.push(node('y', 'g2'));
    });
    expect(seen).toEqual(['root', 'a', 'b', 'c', 'd', 'e', 'e1', 'f', 'g', 'g2']);
  });

  it('walks a root of the wanted type and a leaf root', () => {
    const seen: string[] = [];
    walkTree(node('y', 'alone'), 'y', (visited: TestNode) => {
      seen.push(visited.name);
    });
    expect(seen).toEqual(['alone']);
  });
});
