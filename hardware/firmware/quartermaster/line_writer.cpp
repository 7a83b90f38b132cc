#include "line_writer.h"
#include "crc8.h"

LineWriter& LineWriter::begin(const char* type) {
  len_ = 0;
  raw(type);
  u32(seq_);
  seq_++;  // wraps 65535 -> 0
  return *this;
}

void LineWriter::put(char c) {
  if (len_ < kMaxBody) body_[len_++] = c;
}

LineWriter& LineWriter::raw(const char* s) {
  while (*s) put(*s++);
  return *this;
}

LineWriter& LineWriter::str(const char* s) {
  put(' ');
  return raw(s);
}

LineWriter& LineWriter::u32(uint32_t v) {
  char buf[11];
  ultoa(v, buf, 10);
  return str(buf);
}

LineWriter& LineWriter::i32(int32_t v) {
  char buf[12];
  ltoa(v, buf, 10);
  return str(buf);
}

LineWriter& LineWriter::hex(const uint8_t* bytes, uint8_t n) {
  static const char digits[] = "0123456789ABCDEF";
  put(' ');
  for (uint8_t i = 0; i < n; i++) {
    put(digits[bytes[i] >> 4]);
    put(digits[bytes[i] & 0x0F]);
  }
  return *this;
}

void LineWriter::send() {
  static const char digits[] = "0123456789ABCDEF";
  uint8_t crc = 0;
  for (uint8_t i = 0; i < len_; i++) crc = crc8Update(crc, (uint8_t)body_[i]);
  char tail[6] = {'*', digits[crc >> 4], digits[crc & 0x0F], '\r', '\n', 0};
  out_.write((const uint8_t*)body_, len_);
  out_.write((const uint8_t*)tail, 5);
}
