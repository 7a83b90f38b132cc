// The names the table answers to (table-names.ts): its addresses, loopback, localhost, its host
// name and `.local` name, the owner's names; a Host header is read as a browser writes it.
import { describe, expect, it } from 'vitest';
import { givenName, normalName, parseHost, TableNames } from './table-names.ts';

/** A machine called galleon with these addresses, and a clock the test moves. */
function machine(addresses: string[]) {
  const state = { addresses, clock: 0 };
  return { state, source: { hostname: () => 'galleon', addresses: () => state.addresses, now: () => state.clock } };
}

describe('a Host header', () => {
  it.each([
    ['127.0.0.1:7777', '127.0.0.1', 7777],
    ['LocalHost', 'localhost', 80],
    ['galleon.local.:7777', 'galleon.local', 7777],
    ['[0:0::1]:7777', '[::1]', 7777],
    ['127.1:7777', '127.0.0.1', 7777],
  ])('%s is the name %s on port %d', (header, name, port) => {
    expect(parseHost(header)).toEqual({ name, port });
  });

  it.each([undefined, '', 'user@127.0.0.1', '127.0.0.1/x', 'a b', 'host:99999', '[fe80::1%25eth0]', 'x'.repeat(301)])('%s is not one', (header) => {
    expect(parseHost(header)).toBeNull();
  });

  it('an address of the machine, bare or in brackets', () => {
    expect(normalName('192.0.2.2')).toBe('192.0.2.2');
    expect(normalName('fd00::2')).toBe('[fd00::2]');
    expect(normalName('[fd00::2]')).toBe('[fd00::2]');
  });

  it('a name given by the owner: a name or address, with a port or not', () => {
    expect(givenName('Table.Example')).toBe('table.example');
    expect(givenName('fd00::2')).toBe('[fd00::2]');
    expect(givenName('table.example:8080')).toBe('table.example:8080');
    expect(givenName('[fd00::2]:8080')).toBe('[fd00::2]:8080');
    expect(givenName('http://table.example/')).toBeNull();
    expect(givenName('the table')).toBeNull();
  });
});

describe('the names the table answers to', () => {
  const { source } = machine(['192.0.2.2', 'fd00::2']);
  const names = new TableNames(['Table.Example', 'proxy.example:80'], source);

  it.each([
    'localhost:7777',
    '127.0.0.1:7777',
    '127.8.9.10:7777',
    '[::1]:7777',
    '192.0.2.2:7777',
    '[fd00::2]:7777',
    'galleon:7777',
    'GALLEON.local:7777',
    'table.example:7777',
  ])('%s', (host) => {
    expect(names.allows(host, 7777)).toBe(true);
  });

  it.each(['evil.example:7777', '192.0.2.3:7777', '0.0.0.0:7777', 'localhost.evil.example:7777', 'galleon.example:7777'])('not %s', (host) => {
    expect(names.allows(host, 7777)).toBe(false);
  });

  it('only on the port the request came in by (unknown, as in fastify.inject: any)', () => {
    expect(names.allows('localhost:8080', 7777)).toBe(false);
    expect(names.allows('localhost', 7777)).toBe(false);
    expect(names.allows('localhost', 80)).toBe(true);
    expect(names.allows('localhost:8080', undefined)).toBe(true);
  });

  it('a name given with a port is answered to on that port only, whatever port the request came in by (a proxy, a port mapping)', () => {
    expect(names.allows('proxy.example', 7777)).toBe(true);
    expect(names.allows('proxy.example:8080', 7777)).toBe(false);
    expect(names.allows('proxy.example:7777', 7777)).toBe(false);
  });

  it('an address the machine takes after the start is answered to once the interfaces are read again (at most once a second)', () => {
    const { source: s2, state } = machine(['192.0.2.2']);
    const table = new TableNames([], s2);
    state.addresses = ['192.0.2.2', '198.51.100.7'];
    state.clock = 500;
    expect(table.allows('198.51.100.7:7777', 7777)).toBe(false);
    state.clock = 1500;
    expect(table.allows('198.51.100.7:7777', 7777)).toBe(true);
  });
});
