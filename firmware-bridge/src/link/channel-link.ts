// The rig's link on a byte channel, as every driver of the rig wires it: the channel's bytes are
// decoded and commands are written to it. Whenever its port closes or reopens, the line the port
// cut is counted as a fragment and dropped, so that it is never glued to the next port's first
// line (which would make one corrupt or too-long line of the two).
import type { ByteChannel } from '../transport/channel.ts';
import { RigLink } from './rig-link.ts';

export function linkOverChannel(channel: ByteChannel): RigLink {
  const link = new RigLink((data) => channel.write(data));
  channel.on('data', (d) => link.receive(d));
  channel.on('state', () => link.decoder.portChanged());
  return link;
}
