import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { linkOverChannel } from './channel-link.ts';
import { DuplexChannel } from '../transport/channel.ts';
import { crcHex } from '../protocol/crc8.ts';
import type { DeviceMessage } from '../protocol/messages.ts';

const line = (body: string) => `${body}*${crcHex(body)}\r\n`;

describe('linkOverChannel', () => {
  it('a line the cable cut is a fragment, never glued to the first line after the port is back', async () => {
    const cable = new PassThrough();
    const channel = new DuplexChannel(cable, 'usb');
    const link = linkOverChannel(channel);
    const messages: DeviceMessage[] = [];
    link.on('message', (m) => messages.push(m));
    await channel.open();
    const bytes = (text: string) => cable.emit('data', Buffer.from(text, 'latin1'));
    bytes(`${line('S 1 100 0 5')}S 2 200 1 1248`); // pulled halfway through seq 2
    cable.emit('unplug');
    cable.emit('plug');
    bytes(line('HELLO 0 proto=3 fw=1.2.1 board=nano caps=scale2,rfid,rate rate=10'));
    expect(messages.map((m) => [m.type, m.seq])).toEqual([
      ['S', 1],
      ['HELLO', 0],
    ]);
    expect(link.counters).toMatchObject({ fragments: 1, tooLong: 0, badChecksum: 0, linesOk: 2 });
    await channel.close();
  });
});
