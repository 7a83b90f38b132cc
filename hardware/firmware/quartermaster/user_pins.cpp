#include "user_pins.h"

const uint8_t UserPins::kPins[UserPins::kCount] = {6, 7, 14, 15, 16, 17, 18, 19};

int8_t UserPins::index(uint8_t pin) const {
  for (uint8_t i = 0; i < kCount; i++)
    if (kPins[i] == pin) return (int8_t)i;
  return -1;
}

bool UserPins::setMode(uint8_t pin, PinMode mode) {
  int8_t i = index(pin);
  if (i < 0 || (mode == PinMode::Pwm && pin != kPwmPin)) return false;
  // A repeated MODE (the host retries unanswered commands) changes nothing: an input keeps its
  // debounced level, so a press that came between the two is still reported.
  if (used_[i] && mode_[i] == mode) return true;
  noTone(pin);
  pinMode(pin, mode == PinMode::In ? INPUT : mode == PinMode::Pullup ? INPUT_PULLUP : OUTPUT);
  if (mode == PinMode::Out || mode == PinMode::Pwm) digitalWrite(pin, LOW);
  mode_[i] = mode;
  used_[i] = true;
  if (isInput(i)) {
    stable_[i] = seen_[i] = digitalRead(pin) == HIGH ? 1 : 0;
    since_[i] = millis();
  }
  return true;
}

uint8_t UserPins::level(uint8_t pin) const {
  int8_t i = index(pin);
  return i < 0 ? 0 : stable_[i];
}

bool UserPins::write(uint8_t pin, uint8_t high) {
  int8_t i = index(pin);
  if (i < 0 || !used_[i] || mode_[i] != PinMode::Out) return false;
  noTone(pin);
  digitalWrite(pin, high ? HIGH : LOW);
  return true;
}

bool UserPins::pwm(uint8_t pin, uint8_t duty) {
  int8_t i = index(pin);
  if (i < 0 || !used_[i] || mode_[i] != PinMode::Pwm) return false;
  analogWrite(pin, duty);
  return true;
}

bool UserPins::tone(uint8_t pin, uint16_t hz, uint16_t ms) {
  int8_t i = index(pin);
  if (i < 0 || !used_[i] || mode_[i] != PinMode::Out) return false;
  if (hz == 0) {
    noTone(pin);
    digitalWrite(pin, LOW);
    return true;
  }
  if (hz < 31) return false;  // the lowest tone Timer2 can make at 16 MHz
  if (ms == 0) ::tone(pin, hz);
  else ::tone(pin, hz, ms);
  return true;
}

bool UserPins::poll(uint32_t now, uint8_t& pin, uint8_t& high) {
  for (uint8_t i = 0; i < kCount; i++) {
    if (!used_[i] || !isInput(i)) continue;
    uint8_t v = digitalRead(kPins[i]) == HIGH ? 1 : 0;
    if (v != seen_[i]) {
      seen_[i] = v;
      since_[i] = now;
    } else if (v != stable_[i] && now - since_[i] >= kDebounceMs) {
      stable_[i] = v;
      pin = kPins[i];
      high = v;
      return true;
    }
  }
  return false;
}
