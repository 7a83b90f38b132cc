// Sleeping between polls, for the loop and for waits on a chip (see idleUntilInterrupt).
#pragma once
#include <Arduino.h>
#include <avr/sleep.h>

// Idle mode stops the CPU until an interrupt: timer0's millis() tick (every 1.024 ms), a received
// byte, the transmitter wanting its next byte. The timers, USART and SPI keep running, so each of
// the loop's polls still runs at least once a millisecond: an HX711 sample is read within 1 ms of
// DOUT falling (it stays valid for the whole 12.5 ms period at 80 samples/s), buttons are
// debounced over many passes. It spares power, and the emulator skips the sleeping cycles.
inline void idleUntilInterrupt() {
  set_sleep_mode(SLEEP_MODE_IDLE);
  cli();
  if (Serial.available() == 0) {  // a flood left bytes for the next pass: no sleep
    sleep_enable();
    sei();  // runs the next instruction first: a byte arriving now wakes the SLEEP, it is not lost before it
    sleep_cpu();
    sleep_disable();
  }
  sei();
}
