#include "hx711.h"

void Hx711Pair::begin(uint8_t sck, uint8_t doutLeft, uint8_t doutRight, uint8_t ratePin, uint8_t sps) {
  sck_ = sck;
  rate_ = ratePin;
  dout_[0] = doutLeft;
  dout_[1] = doutRight;
  pinMode(sck_, OUTPUT);
  digitalWrite(sck_, LOW);  // SCK high for 60 us would power the chips down
  pinMode(dout_[0], INPUT_PULLUP);  // a missing chip then reads "not ready"
  pinMode(dout_[1], INPUT_PULLUP);
  pinMode(rate_, OUTPUT);
  setRate(sps);
}

void Hx711Pair::setRate(uint8_t sps) {
  sps_ = sps == 80 ? 80 : 10;
  digitalWrite(rate_, sps_ == 80 ? HIGH : LOW);
  // The chips settle in 4 conversions (400 ms / 50 ms): give them that before timing out.
  uint32_t grace = millis() + 4UL * periodMs();
  lastSeen_[0] = lastSeen_[1] = grace;
}

uint8_t Hx711Pair::poll(int32_t out[2]) {
  uint32_t now = millis();
  // 4 periods at 10 samples/s whatever was asked: a board with RATE tied to GND stays at 10, and
  // timing it out at 80's pace (52 ms) read its neighbour alone, clocking SCK into it as it became
  // ready (its sample lost), and repeated HX_TIMEOUT at every conversion.
  uint32_t timeout = kTimeoutMs;
  uint8_t ready = 0, wanted = 0;
  for (uint8_t ch = 0; ch < 2; ch++) {
    if (digitalRead(dout_[ch]) == LOW) {
      ready |= 1 << ch;
      missing_[ch] = false;
    } else if ((int32_t)(now - lastSeen_[ch]) > (int32_t)timeout) {
      missing_[ch] = true;
    }
    if (!missing_[ch]) wanted |= 1 << ch;
  }
  if (wanted == 0 || (ready & wanted) != wanted) return 0;
  read(wanted, out);
  lastSeen_[0] = (wanted & 1) ? now : lastSeen_[0];
  lastSeen_[1] = (wanted & 2) ? now : lastSeen_[1];
  return wanted;
}

void Hx711Pair::read(uint8_t mask, int32_t out[2]) {
  uint32_t v[2] = {0, 0};
  // 24 data pulses then a 25th (channel A, gain 128 for the next conversion). Interrupts are
  // held off only while SCK is high, one bit at a time, so serial and millis() keep running
  // and an interrupt can never stretch a high pulse past the 60 us power-down limit.
  for (uint8_t i = 0; i < 25; i++) {
    uint8_t sreg = SREG;
    cli();
    digitalWrite(sck_, HIGH);
    delayMicroseconds(1);
    uint8_t b0 = digitalRead(dout_[0]);
    uint8_t b1 = digitalRead(dout_[1]);
    digitalWrite(sck_, LOW);
    SREG = sreg;
    if (i < 24) {
      v[0] = (v[0] << 1) | b0;
      v[1] = (v[1] << 1) | b1;
    }
    delayMicroseconds(1);
  }
  for (uint8_t ch = 0; ch < 2; ch++) {
    if (!(mask & (1 << ch))) continue;
    uint32_t x = v[ch];
    if (x & 0x800000UL) x |= 0xFF000000UL;  // sign-extend 24 -> 32 bits
    out[ch] = (int32_t)x;
  }
}
