// Which addresses web push may connect to (issue 39): public unicast only, whatever form the address takes.
import { describe, expect, it } from 'vitest';
import { isPublicAddress, pushEndpointRefusal } from '@/server/notify/push-endpoint';

describe('isPublicAddress', () => {
  it('accepts public unicast addresses', () => {
    for (const a of ['8.8.8.8', '142.250.74.10', '2001:4860:4860::8888', '2a00:1450:4001::200e']) expect(isPublicAddress(a), a).toBe(true);
  });

  it('refuses loopback, private, link-local, unique-local, mapped and special ranges', () => {
    const local = [
      '127.0.0.1',
      '127.255.0.9',
      '0.0.0.0',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '::',
      '::1',
      'fe80::1',
      'fd12:3456::1',
      'fc00::1',
      '::ffff:127.0.0.1',
      '::ffff:10.0.0.1',
      '64:ff9b::a00:1',
      'ff02::1',
      'not an address',
    ];
    for (const a of local) expect(isPublicAddress(a), a).toBe(false);
  });
});

describe('pushEndpointRefusal', () => {
  it('refuses plain http and every literal form of an address', async () => {
    for (const e of [
      'http://push.example.com/x',
      'https://8.8.8.8/x',
      'https://2130706433/x',
      'https://0x7f000001/x',
      'https://127.1/x',
      'https://[2001:4860:4860::8888]/x',
    ])
      expect(await pushEndpointRefusal(e), e).toMatch(/endpoint/i);
  });

  it('refuses a name that resolves to loopback', async () => {
    expect(await pushEndpointRefusal('https://localhost/x')).toMatch(/not a public push service/);
  });
});
