// CRC-8/SMBUS (poly 0x07, init 0, no reflection): the checksum of every protocol line.
#pragma once
#include <stdint.h>

inline uint8_t crc8Update(uint8_t crc, uint8_t byte) {
  crc ^= byte;
  for (uint8_t i = 0; i < 8; i++) crc = (crc & 0x80) ? (uint8_t)((crc << 1) ^ 0x07) : (uint8_t)(crc << 1);
  return crc;
}
