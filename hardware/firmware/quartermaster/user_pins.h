// The pins the host may drive (protocol 2): buttons, lights and a buzzer beside the cups.
// Only the pins the rig leaves free are offered; inputs report debounced changes.
#pragma once
#include <Arduino.h>
#include "command_reader.h"

class UserPins {
 public:
  static const uint8_t kCount = 8;
  /** D6 (PWM), D7, A0..A5 (14..19): every pin pins.h does not use, minus the serial pins. */
  static const uint8_t kPins[kCount];
  static const uint8_t kPwmPin = 6;
  static const uint16_t kDebounceMs = 20;

  /** Sets a pin's mode; false for a pin the host may not use or PWM on a pin without it. */
  bool setMode(uint8_t pin, PinMode mode);
  /** Level of an input pin (after debouncing), 0 or 1. */
  uint8_t level(uint8_t pin) const;
  bool write(uint8_t pin, uint8_t high);
  bool pwm(uint8_t pin, uint8_t duty);
  /** A square wave of `hz` on an output pin for `ms` (0: until silenced); hz 0 silences it. */
  bool tone(uint8_t pin, uint16_t hz, uint16_t ms);
  /** Call often: returns true with the pin and its new level when an input changed (one per call). */
  bool poll(uint32_t now, uint8_t& pin, uint8_t& high);

 private:
  int8_t index(uint8_t pin) const;
  bool isInput(int8_t i) const { return mode_[i] == PinMode::In || mode_[i] == PinMode::Pullup; }
  PinMode mode_[kCount] = {PinMode::In, PinMode::In, PinMode::In, PinMode::In, PinMode::In, PinMode::In, PinMode::In, PinMode::In};
  bool used_[kCount] = {false, false, false, false, false, false, false, false};
  uint8_t stable_[kCount] = {0, 0, 0, 0, 0, 0, 0, 0};
  uint8_t seen_[kCount] = {0, 0, 0, 0, 0, 0, 0, 0};
  uint32_t since_[kCount] = {0, 0, 0, 0, 0, 0, 0, 0};
};
