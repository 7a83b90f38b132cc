// Workarounds for two receive bugs of avr8js 0.21 (docs/hardware-facts.md), applied
// here so the firmware stays as it would run on a real chip:
//  - a write to UCSR0A clears the read-only RXC0/UDRE0 flags (Arduino's HardwareSerial writes it
//    on every transmit), losing a received byte;
//  - a write to UCSR0B with the receiver on clears a pending receive interrupt.
import type { CPU } from 'avr8js';
import { usart0Config } from 'avr8js';

const RXC = 0x80;
const UDRE = 0x20;
const RXEN = 0x10;

const rxCompleteInterrupt: Parameters<CPU['setInterruptFlag']>[0] = {
  address: usart0Config.rxCompleteInterrupt,
  flagRegister: usart0Config.UCSRA,
  flagMask: RXC,
  enableRegister: usart0Config.UCSRB,
  enableMask: 0x80, // RXCIE0
  constant: true,
};

export function fixUsartReceive(cpu: CPU): void {
  const { UCSRA, UCSRB } = usart0Config;
  const writeA = cpu.writeHooks[UCSRA];
  const writeB = cpu.writeHooks[UCSRB];
  if (!writeA || !writeB) throw new Error('fixUsartReceive: attach the AVRUSART first');
  cpu.writeHooks[UCSRA] = (value, old, addr, mask) => {
    const keep = cpu.data[UCSRA]! & (RXC | UDRE);
    const handled = writeA(value, old, addr, mask);
    cpu.data[UCSRA] = cpu.data[UCSRA]! | keep;
    return handled;
  };
  cpu.writeHooks[UCSRB] = (value, old, addr, mask) => {
    const pending = (cpu.data[UCSRA]! & RXC) !== 0;
    const handled = writeB(value, old, addr, mask);
    if (pending && value & RXEN) cpu.setInterruptFlag(rxCompleteInterrupt);
    return handled;
  };
}
