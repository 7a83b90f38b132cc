// Two HX711 load-cell ADCs on a shared SCK with a DOUT each (channel A, gain 128).
// Non-blocking: poll() reads whatever is ready. Both chips share SCK, so clocking one clocks
// the other: the driver waits until every answering chip is ready and reads them together.
// A chip that has not signalled ready for 400 ms (4 periods at 10 samples/s, the slowest it can
// run) is "missing" and no longer waited for (HX_TIMEOUT), so one dead chip cannot stall the other.
#pragma once
#include <Arduino.h>

class Hx711Pair {
 public:
  static const int32_t kMax = 8388607;    // 0x7FFFFF: saturated high
  static const int32_t kMin = -8388608;   // 0x800000: saturated low

  void begin(uint8_t sck, uint8_t doutLeft, uint8_t doutRight, uint8_t ratePin, uint8_t sps);
  /** 10 or 80 samples/s (RATE pin); restarts the settling grace. */
  void setRate(uint8_t sps);
  uint8_t rate() const { return sps_; }
  /** Reads the ready channels into out[]; returns a bit mask of the channels read. */
  uint8_t poll(int32_t out[2]);
  bool missing(uint8_t ch) const { return missing_[ch]; }

 private:
  void read(uint8_t mask, int32_t out[2]);
  uint16_t periodMs() const { return sps_ == 80 ? 13 : 100; }
  static const uint16_t kTimeoutMs = 400;
  uint8_t sck_, rate_, dout_[2];
  uint8_t sps_ = 10;
  uint32_t lastSeen_[2];
  bool missing_[2] = {false, false};
};
