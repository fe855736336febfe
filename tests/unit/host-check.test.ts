// DNS rebinding: a page on another site points its own name at 127.0.0.1 and
// reads the local server. A server bound to loopback answers loopback names only.
import { describe, expect, it } from 'vitest';
import { hostAllowed } from '../../src/server/host-check.ts';

describe('hostAllowed', () => {
  it.each(['127.0.0.1:3000', 'localhost:3000', 'LOCALHOST', 'localhost.', 'docs.localhost:3000', '[::1]:3000', '127.1.2.3'])('answers %s on a loopback server', (header) => {
    expect(hostAllowed('127.0.0.1', header)).toBe(true);
    expect(hostAllowed('localhost', header)).toBe(true);
    expect(hostAllowed('::1', header)).toBe(true);
  });

  it.each(['rebind.attacker.example:3000', 'attacker.example', '127.0.0.1.attacker.example', 'localhost.attacker.example', '192.168.1.10:3000', '[::2]:3000', ''])('refuses %s on a loopback server', (header) => {
    expect(hostAllowed('127.0.0.1', header)).toBe(false);
  });

  it('answers any name on a server the author bound to other machines, and a request that names no host', () => {
    expect(hostAllowed('0.0.0.0', 'docs.example.org:3000')).toBe(true);
    expect(hostAllowed('192.168.1.10', 'mybox.local:3000')).toBe(true);
    expect(hostAllowed('127.0.0.1', undefined)).toBe(true);
  });
});
