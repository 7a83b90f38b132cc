// The machine's serial ports with their USB ids, as serialport lists them (udev), for finding the
// rig to flash; a listing that fails is said in words.
import { SerialPort } from 'serialport';
import type { PortInfo } from '../transport/discover.ts';

export async function listSerialPorts(): Promise<PortInfo[]> {
  try {
    return await SerialPort.list();
  } catch (e) {
    throw new Error(`cannot list the serial ports (${(e as Error).message}): give the rig's port with --port PATH`);
  }
}
