// Builds one device line (body, then "*CRC\r\n") and sends it with the next sequence number.
// Lines are at most 80 bytes (PROTOCOL.md): the body buffer is 74 characters and appends that
// would overflow are dropped rather than written past the end.
#pragma once
#include <Arduino.h>

class LineWriter {
 public:
  explicit LineWriter(Print& out) : out_(out) {}
  /** Starts a line: "TYPE seq". */
  LineWriter& begin(const char* type);
  LineWriter& str(const char* s);  // appends " s"
  LineWriter& raw(const char* s);  // appends s without a space
  LineWriter& u32(uint32_t v);
  LineWriter& i32(int32_t v);
  LineWriter& hex(const uint8_t* bytes, uint8_t n);
  void send();
  /** Sequence restarts at 0 on boot only (PROTOCOL.md). */
  uint16_t nextSeq() const { return seq_; }

 private:
  void put(char c);
  static const uint8_t kMaxBody = 75;  // + "*XX\r\n" = 80 (a HELLO with rfid2 at seq 65535 is 75)
  Print& out_;
  char body_[kMaxBody + 1];
  uint8_t len_ = 0;
  uint16_t seq_ = 0;
};
